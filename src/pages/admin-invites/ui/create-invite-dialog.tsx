import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ArtistAutocomplete, type PlatformArtist } from '@/entities/artist';
import { Avatar, Button, CheckboxField, Dialog, FormMessage, formStyles, SelectField, TextareaField, TextField, errorMessageOf, toaster, FormActions } from '@/shared/ui';
import { adminInviteQueries, createAdminInvite, type AdminInvite } from '../api/admin-invites-api';
import { INVITEE_ROLE_LABELS, INVITEE_ROLES } from '../config/labels';
import { createInviteSchema, INVITE_DEFAULT_DAYS, INVITE_MAX_DAYS } from '../model/create-invite-schema';
import { CopyLinkButton } from './copy-link-button';

const ROLE_OPTIONS = INVITEE_ROLES.map((role) => ({ value: role, label: INVITEE_ROLE_LABELS[role] }));

const styles = {
  artist: css({ display: 'flex', alignItems: 'center', gap: '3', p: '3', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' }),
  artistName: css({ flex: '1', minW: '0', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  link: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' }),
  linkText: css({ fontFamily: 'mono', textStyle: 'xs', overflowWrap: 'anywhere', userSelect: 'all' }),
};

function InvitedArtist({ artist, onRemove }: { artist: PlatformArtist; onRemove: () => void }) {
  return (
    <div className={styles.artist}>
      <Avatar src={artist.image} name={artist.name} size="sm" />
      <span className={styles.artistName}>{artist.name}</span>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${artist.name}`}>
        Remove
      </Button>
    </div>
  );
}

function InviteForm({ onCreated }: { onCreated: (invite: AdminInvite) => void }) {
  const queryClient = useQueryClient();
  const [artist, setArtist] = useState<PlatformArtist | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation({ mutationFn: createAdminInvite });
  const [form, fields] = useForm({
    id: 'admin-create-invite',
    defaultValue: { inviteeRole: 'ARTIST', expiresInDays: String(INVITE_DEFAULT_DAYS), sendEmail: 'on' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createInviteSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setFailure(null);
      // Conform leaves blank fields out (undefined), so only what was typed is sent.
      const values = submission.value;
      try {
        const invite = await create.mutateAsync({
          ...values,
          sendEmail: values.sendEmail ?? false,
          ...(artist ? { inviteeArtistId: artist.platformId } : {}),
        });
        await queryClient.invalidateQueries({ queryKey: adminInviteQueries.all() });
        onCreated(invite);
      } catch (error) {
        setFailure(errorMessageOf(error));
      }
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="New invitation">
      <FormMessage tone="error" id={form.errorId}>
        {failure}
      </FormMessage>
      <TextField field={fields.inviteeEmail} label="Email" required type="email" autoComplete="off" inputMode="email" autoFocus />
      <div className={formStyles.row}>
        <TextField field={fields.inviteeFirstName} label="First name" autoComplete="off" />
        <TextField field={fields.inviteeLastName} label="Last name" autoComplete="off" />
      </div>
      <div className={formStyles.row}>
        <TextField field={fields.inviteePhoneNumber} label="Phone number" type="tel" autoComplete="off" inputMode="tel" />
        <SelectField field={fields.inviteeRole} label="Role" required options={ROLE_OPTIONS} />
      </div>
      {artist ? (
        <InvitedArtist artist={artist} onRemove={() => setArtist(null)} />
      ) : (
        <ArtistAutocomplete platform="SPOTIFY" label="Artist (optional)" onSelect={setArtist} />
      )}
      <TextField
        field={fields.expiresInDays}
        label="Valid for (days)"
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={INVITE_MAX_DAYS}
        helperText={`1 to ${INVITE_MAX_DAYS} days; sending it again renews it.`}
      />
      <TextareaField field={fields.message} label="Personal note" rows={3} helperText="Included in the email." />
      <CheckboxField field={fields.sendEmail} label="Email the sign-up link now" />
      <FormActions confirmLabel="Create invitation" busy={create.isPending} />
    </form>
  );
}

function Created({ invite, onDone }: { invite: AdminInvite; onDone: () => void }) {
  return (
    <div className={formStyles.form}>
      <p>
        {invite.emailSentAt
          ? `We emailed the sign-up link to ${invite.inviteeEmail}.`
          : `No email was sent: share this sign-up link with ${invite.inviteeEmail}.`}
      </p>
      <div className={styles.link}>
        <span className={styles.linkText}>{invite.signupUrl}</span>
        <CopyLinkButton url={invite.signupUrl} />
      </div>
      <div className={formStyles.buttons}>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

export interface CreateInviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** New invitation: the form, then its sign-up link; closing forgets what was typed. */
export function CreateInviteDialog({ open, onOpenChange }: CreateInviteDialogProps) {
  const [created, setCreated] = useState<AdminInvite | null>(null);
  const [opening, setOpening] = useState(0);
  const close = () => {
    onOpenChange(false);
    setCreated(null);
    setOpening((count) => count + 1);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={created ? 'Invitation created' : 'New invitation'}
      description={created ? undefined : 'They sign up with this email and get the role you choose.'}
      width={560}
    >
      {created ? (
        <Created invite={created} onDone={close} />
      ) : (
        <InviteForm
          key={opening}
          onCreated={(invite) => {
            setCreated(invite);
            toaster.create({ type: 'success', title: `Invitation created for ${invite.inviteeEmail}` });
          }}
        />
      )}
    </Dialog>
  );
}
