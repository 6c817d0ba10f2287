import type { TableEmpty } from '@/shared/ui';

/** An artist's catalogue before it has tracks: the next step is to verify the artist. */
export const NO_TRACKS_YET: TableEmpty = {
  title: 'No tracks yet',
  description: 'This artist has no tracks in the catalogue yet. Verify the artist on Spotify or Apple Music to bring in their catalogue.',
};
