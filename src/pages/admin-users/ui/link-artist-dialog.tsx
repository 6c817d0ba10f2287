import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ArtistAutocomplete, platformLabel, type PlatformArtist } from '@/entities/artist';
import { Avatar, Button, FormMessage, formStyles, SelectField, errorMessageOf, toaster, FormActions, useSchemaForm } from '@/shared/ui';
import { invalidateAdminUser, linkArtistToUser, type AdminLinkArtistRequest } from '../api/admin-users-api';
import { AccountFormDialog, type AccountDialogProps, type AccountFormProps } from './account-form-dialog';
import { LINK_PLATFORMS, linkArtistSchema } from '../model/link-artist-schema';

const styles = {
  artist: css({ display: 'flex', alignItems: 'center', gap: '3', p: '3', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' }),
  artistName: css({ flex: '1', minW: '0', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
};

const PLATFORM_OPTIONS = LINK_PLATFORMS.map((option) => ({ value: option.value, label: platformLabel(option.search) }));

function LinkArtistForm({ details, onDone }: AccountFormProps) {
  const queryClient = useQueryClient();
  // The chosen artist as the search found it (name and picture to show); the form submits its id.
  const [artist, setArtist] = useState<PlatformArtist | null>(null);
  const link = useMutation({
    mutationFn: (request: Omit<AdminLinkArtistRequest, 'userId'>) => linkArtistToUser({ userId: details.user._id, ...request }),
    onSuccess: async () => {
      await invalidateAdminUser(queryClient, details.user._id);
      toaster.create({ type: 'success', title: `${artist?.name ?? 'The artist'} linked` });
      onDone();
    },
  });
  const [form, fields] = useSchemaForm({
    id: 'link-artist',
    schema: linkArtistSchema,
    defaultValue: { platform: LINK_PLATFORMS[0].value },
    onValid: (value) => link.mutate(value),
  });
  const platform = LINK_PLATFORMS.find((option) => option.value === fields.platform.value) ?? LINK_PLATFORMS[0];
  return (
    <form id={form.id} onSubmit={form.onSubmit} className={formStyles.form} aria-label="Link an artist" noValidate>
      <FormMessage tone="error" id={form.errorId}>
        {fields.artistId.errors?.[0] ?? (link.isError ? errorMessageOf(link.error) : null)}
      </FormMessage>
      <SelectField field={fields.platform} label="Platform" options={PLATFORM_OPTIONS} onChange={() => setArtist(null)} />
      {artist ? (
        <div className={styles.artist}>
          <input type="hidden" name={fields.artistId.name} value={artist.artistId ?? artist.platformId} />
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

export type LinkArtistDialogProps = AccountDialogProps;

/** Link an artist to the account, found with the platform artist search. */
export function LinkArtistDialog(props: LinkArtistDialogProps) {
  return <AccountFormDialog title="Link an artist" width={520} form={LinkArtistForm} {...props} />;
}
