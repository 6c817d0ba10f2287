import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ArtistAutocomplete, platformLabel, type PlatformArtist } from '@/entities/artist';
import { Avatar, Button, Dialog, FormMessage, formStyles, NativeSelect, surfaceStyles as s, errorMessageOf, toaster, FormActions } from '@/shared/ui';
import { invalidateAdminUser, linkArtistToUser, type AdminLinkArtistRequest, type AdminUserDetails } from '../api/admin-users-api';

type LinkPlatform = NonNullable<AdminLinkArtistRequest['platform']>;

/** The platforms an artist can be linked from, and the search platform of each. */
const LINK_PLATFORMS = [
  { value: 'spotify', search: 'SPOTIFY' },
  { value: 'appleMusic', search: 'APPLE_MUSIC' },
] as const satisfies readonly { value: LinkPlatform; search: PlatformArtist['platform'] }[];

const styles = {
  artist: css({ display: 'flex', alignItems: 'center', gap: '3', p: '3', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' }),
  artistName: css({ flex: '1', minW: '0', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
};

function LinkArtistForm({ details, onDone }: { details: AdminUserDetails; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [platform, setPlatform] = useState<(typeof LINK_PLATFORMS)[number]>(LINK_PLATFORMS[0]);
  const [artist, setArtist] = useState<PlatformArtist | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: (chosen: PlatformArtist) =>
      linkArtistToUser({ userId: details.user._id, artistId: chosen.artistId ?? chosen.platformId, platform: platform.value }),
    onSuccess: async () => {
      await invalidateAdminUser(queryClient, details.user._id);
      toaster.create({ type: 'success', title: `${artist?.name ?? 'The artist'} linked` });
      onDone();
    },
    onError: (error) => setFailure(errorMessageOf(error)),
  });
  return (
    <form
      className={formStyles.form}
      aria-label="Link an artist"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(artist ? null : 'Choose an artist to link.');
        if (artist) link.mutate(artist);
      }}
    >
      <FormMessage tone="error">{failure}</FormMessage>
      <label className={s.label}>
        Platform
        <NativeSelect
          value={platform.value}
          onChange={(event) => {
            setPlatform(LINK_PLATFORMS.find((option) => option.value === event.target.value) ?? LINK_PLATFORMS[0]);
            setArtist(null);
          }}
        >
          {LINK_PLATFORMS.map((option) => (
            <option key={option.value} value={option.value}>
              {platformLabel(option.search)}
            </option>
          ))}
        </NativeSelect>
      </label>
      {artist ? (
        <div className={styles.artist}>
          <Avatar src={artist.image} name={artist.name} size="sm" />
          <span className={styles.artistName}>{artist.name}</span>
          <Button variant="ghost" size="sm" onClick={() => setArtist(null)} aria-label={`Remove ${artist.name}`}>
            Remove
          </Button>
        </div>
      ) : (
        <ArtistAutocomplete key={platform.value} platform={platform.search} label="Artist" onSelect={setArtist} autoFocus />
      )}
      <p className={formStyles.note}>
        The artist joins the roster as verified on {platformLabel(platform.search)} and becomes the account&apos;s linked artist,
        without a platform sign-in.
      </p>
      <FormActions confirmLabel="Link artist" busy={link.isPending} onCancel={onDone} />
    </form>
  );
}

export interface LinkArtistDialogProps {
  details: AdminUserDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Link an artist to the account, found with the platform artist search. */
export function LinkArtistDialog({ details, open, onOpenChange }: LinkArtistDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Link an artist" width={520}>
      {open && <LinkArtistForm details={details} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
