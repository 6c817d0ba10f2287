import type { ContributorRole, ReleaseArtist, ReleaseContributor } from '@/entities/release';
import type { PlatformArtist } from '@/entities/artist';

/** Primary artist (release `artists`) or additional contributor (release `contributors`). */
export type ArtistDialogKind = 'primary' | 'contributor';

export const ARTIST_DIALOG_TITLES: Readonly<Record<ArtistDialogKind, string>> = {
  primary: 'Add Primary Artist',
  contributor: 'Add Additional Contributor',
};

/** A platform question: has a profile (with its id), or is new there (a profile is created). */
export type ProfileAnswer = { has: true; id: string } | { has: false } | null;

export interface ArtistEntryDraft {
  manual: boolean;
  picked: PlatformArtist | null;
  manualName: string;
  spotify: ProfileAnswer;
  apple: ProfileAnswer;
  role: ContributorRole;
}

export const emptyEntryDraft = (): ArtistEntryDraft => ({ manual: false, picked: null, manualName: '', spotify: null, apple: null, role: 'FEATURED_ARTIST' });

/** An entry already on the release, as far as a new one can repeat it. */
export type ExistingEntry = Pick<ReleaseArtist, 'name' | 'spotifyId' | 'artist'>;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Spec 2 §5: an artist already added cannot be chosen again (same catalogue artist, Spotify id or name). */
export function isAlreadyAdded(existing: readonly ExistingEntry[], candidate: { name: string; spotifyId?: string | null; artistId?: string | null }) {
  return existing.some(
    (entry) =>
      (candidate.artistId != null && entry.artist?.id === candidate.artistId) ||
      (candidate.spotifyId != null && candidate.spotifyId !== '' && entry.spotifyId === candidate.spotifyId) ||
      sameName(entry.name, candidate.name),
  );
}

const answered = (answer: ProfileAnswer) => answer !== null && (!answer.has || answer.id.trim() !== '');

/** The name the entry will carry: the picked artist's, or the one typed. */
export const entryName = (draft: ArtistEntryDraft) => (draft.manual ? draft.manualName.trim() : (draft.picked?.name ?? ''));

/**
 * Spec 2 §5: Add is enabled only when an artist is chosen or a manual name is given, the platform
 * questions are answered (an id given for a profile that exists), and the artist is not on the
 * release already.
 */
export function canAddEntry(draft: ArtistEntryDraft, existing: readonly ExistingEntry[]): boolean {
  const name = entryName(draft);
  if (!name) return false;
  if (!answered(draft.spotify) || !answered(draft.apple)) return false;
  return !isAlreadyAdded(existing, { name, spotifyId: draft.spotify?.has ? draft.spotify.id.trim() : null, artistId: draft.manual ? null : draft.picked?.artistId });
}

const profileId = (answer: ProfileAnswer) => (answer?.has ? answer.id.trim() : null);

export function toReleaseArtist(draft: ArtistEntryDraft): ReleaseArtist {
  const linked = !draft.manual && draft.picked?.artistId ? { id: draft.picked.artistId, image: draft.picked.image } : null;
  return { name: entryName(draft), spotifyId: profileId(draft.spotify), appleId: profileId(draft.apple), role: 'PRIMARY_ARTIST', artist: linked };
}

export function toReleaseContributor(draft: ArtistEntryDraft): ReleaseContributor {
  return { ...toReleaseArtist(draft), role: draft.role };
}
