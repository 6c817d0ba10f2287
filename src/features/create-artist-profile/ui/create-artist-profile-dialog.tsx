import { useMutation } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { selectedArtistChanged, useSelectedArtist } from '@/entities/selected-artist';
import { userReceived } from '@/entities/session';
import { toApiError } from '@/shared/api';
import { useNavigate } from 'react-router';
import { Dialog, FormMessage, formStyles, TextField, toaster, FormActions, useSchemaForm } from '@/shared/ui';
import { createOwnArtist, uploadOwnArtistPhoto } from '../api/own-artist-api';
import { PROFILE_TEXTS } from '../config/texts';
import { artistProfileSchema, type ArtistProfileInput } from '../model/profile-schema';
import { PhotoField } from './photo-field';

const failureText = (error: unknown) => toApiError(error).message.trim() || PROFILE_TEXTS.failed;

/** Creates the profile, then sends its photo; a refused photo leaves the profile made (and says so). */
function useCreateProfile() {
  const [receiveUser, selectArtist] = useUnit([userReceived, selectedArtistChanged]);
  return useMutation({
    mutationFn: async ({ name, photo }: ArtistProfileInput) => {
      const { artist, user } = await createOwnArtist(name);
      receiveUser(user);
      selectArtist(artist._id);
      if (!photo) return { artist, photoFailure: null };
      try {
        receiveUser(await uploadOwnArtistPhoto(artist._id, photo));
        return { artist, photoFailure: null };
      } catch (error) {
        return { artist, photoFailure: failureText(error) };
      }
    },
  });
}

/** The name a sign-up gave: the roster's artist with no platform profile, if any. */
function useSuggestedName(): string {
  const { roster } = useSelectedArtist();
  return roster.find((entry) => !entry._artist.spotifyId)?._artist.name ?? '';
}

function ProfileForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const create = useCreateProfile();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [form, fields] = useSchemaForm({
    id: 'artist-profile',
    schema: artistProfileSchema,
    defaultValue: { name: useSuggestedName() },
    validateOn: 'blur',
    async onValid(values) {
      setFailure(null);
      try {
        const { artist, photoFailure } = await create.mutateAsync({ ...values, photo });
        toaster.create({ type: 'success', title: PROFILE_TEXTS.created(artist.name ?? values.name) });
        if (photoFailure) toaster.create({ type: 'error', title: PROFILE_TEXTS.photoFailed, description: photoFailure });
        onDone();
        void navigate('/dashboard');
      } catch (error) {
        setFailure(failureText(error));
      }
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Artist profile">
      <FormMessage tone="error">{failure}</FormMessage>
      <TextField field={fields.name} label="Artist name" required autoComplete="off" autoFocus maxLength={100} />
      <PhotoField name={typeof fields.name.value === 'string' ? fields.name.value : ''} onChange={setPhoto} />
      <p className={formStyles.note}>{PROFILE_TEXTS.releasesNote}</p>
      <FormActions confirmLabel="Create profile" busy={create.isPending} onCancel={onCancel} />
    </form>
  );
}

export interface CreateArtistProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "I'm new — create my artist profile": a name and an optional photo, no platform profile needed. */
export function CreateArtistProfileDialog({ open, onOpenChange }: CreateArtistProfileDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create your artist profile" description={PROFILE_TEXTS.lead} width={480}>
      {open && <ProfileForm onDone={close} onCancel={close} />}
    </Dialog>
  );
}
