import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { ArtistAutocomplete, ArtistCard, type PlatformArtist } from '@/entities/artist';
import { InviteeFields } from '@/entities/invite';
import { useSelectedArtist } from '@/entities/selected-artist';
import { toApiError } from '@/shared/api';
import { track } from '@/shared/analytics';
import { formatCountOf } from '@/shared/lib/money';
import { Button, Dialog, FormMessage, formStyles, toaster, FormActions, useSchemaForm } from '@/shared/ui';
import { requestInvite } from '../api/invite-api';
import { INVITE_TEXTS, inviteDetailsSchema } from '../model/invite-schema';
import { PRODUCT_NAME } from '@/shared/config';

/** Spec 2 §2: the Invite Artist modal is small. */
const MODAL_WIDTH = 440;

const styles = {
  step: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  lead: css({ textStyle: 'sm', color: 'fg.muted' }),
};

type Step = 'findArtist' | 'fillInfo';

/** Spec 2 §8: the server's error text, else "Something went wrong". */
function failureText(error: unknown): string {
  const apiError = toApiError(error);
  return apiError.status > 0 && apiError.message.trim() !== '' ? apiError.message : INVITE_TEXTS.failed;
}

function ArtistSummary({ artist }: { artist: PlatformArtist }) {
  return <ArtistCard artist={artist} meta={artist.followers !== null && `${formatCountOf(artist.followers, 'follower')} on Spotify`} />;
}

function DetailsForm({
  artist,
  onBack,
  onSent,
}: {
  artist: PlatformArtist;
  onBack: () => void;
  onSent: () => void;
}) {
  const { selectedArtistId } = useSelectedArtist();
  const invite = useMutation({
    mutationFn: requestInvite,
    onSuccess: (answer, request) => {
      track('invite_sent', { role: 'ARTIST' });
      toaster.create({
        type: 'success',
        title: answer.message ?? `Invite sent to ${request.inviteeEmail}`,
        description: INVITE_TEXTS.emailSent,
      });
      onSent();
    },
  });
  const [form, fields] = useSchemaForm({
    id: 'invite-artist',
    schema: inviteDetailsSchema,
    validateOn: 'blur',
    onValid: (details) =>
      invite.mutate({
        inviteType: 'SIGNUP_INVITE',
        inviteeRole: 'ARTIST',
        inviteeArtistId: artist.platformId,
        inviteeEmail: details.inviteeEmail,
        ...(details.inviteeFirstName ? { inviteeFirstName: details.inviteeFirstName } : {}),
        ...(details.inviteeLastName ? { inviteeLastName: details.inviteeLastName } : {}),
        ...(details.inviteePhoneNumber ? { inviteePhoneNumber: details.inviteePhoneNumber } : {}),
        ...(selectedArtistId ? { inviterArtistId: selectedArtistId } : {}),
      }),
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="Invitation details">
      <ArtistSummary artist={artist} />
      <FormMessage tone="error" id={form.errorId}>
        {invite.isError ? failureText(invite.error) : null}
      </FormMessage>
      <InviteeFields fields={fields} />
      <p className={formStyles.note}>They get an email with a registration link; signing up there adds {artist.name} to their account.</p>
      <FormActions confirmLabel="Send invite" busy={invite.isPending} onCancel={onBack} cancelLabel="Back" />
    </form>
  );
}

export interface InviteArtistModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Invite Artist (spec 2 §4): find the artist, then the invitee's details; resets on success or close. */
export function InviteArtistModal({ open, onOpenChange }: InviteArtistModalProps) {
  const [step, setStep] = useState<Step>('findArtist');
  const [artist, setArtist] = useState<PlatformArtist | null>(null);
  const [missingArtist, setMissingArtist] = useState(false);
  // A new key per opening: closing (or sending) forgets everything typed.
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (!open) return;
    track('modal_open', undefined, 'invite_artist');
    return () => track('modal_close', undefined, 'invite_artist');
  }, [open]);

  const close = () => {
    onOpenChange(false);
    setStep('findArtist');
    setArtist(null);
    setMissingArtist(false);
    setOpening((count) => count + 1);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Invite artist"
      description={step === 'findArtist' ? 'Which artist are you inviting?' : 'Who should get the invitation?'}
      width={MODAL_WIDTH}
    >
      {step === 'findArtist' ? (
        <div key={opening} className={styles.step}>
          <p className={styles.lead}>Invite a fellow artist to {PRODUCT_NAME}. Find their artist profile on Spotify first.</p>
          <ArtistAutocomplete
            platform="SPOTIFY"
            onSelect={(picked) => {
              setArtist(picked);
              setMissingArtist(false);
            }}
            invalid={missingArtist}
            autoFocus
          />
          {missingArtist && <FormMessage tone="error">{INVITE_TEXTS.selectArtist}</FormMessage>}
          {artist && <ArtistSummary artist={artist} />}
          <div className={formStyles.buttons}>
            <Button
              onClick={() => {
                if (artist) setStep('fillInfo');
                else setMissingArtist(true);
              }}
            >
              Next
            </Button>
          </div>
        </div>
      ) : (
        artist && <DetailsForm key={opening} artist={artist} onBack={() => setStep('findArtist')} onSent={close} />
      )}
    </Dialog>
  );
}
