import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ArtistAutocomplete, ArtistCard, type PlatformArtist } from '@/entities/artist';
import { InviteeFields } from '@/entities/invite';
import { Button, CheckboxField, Dialog, FormMessage, formStyles, SelectField, TextareaField, TextField, errorMessageOf, toaster, FormActions, useSchemaForm } from '@/shared/ui';
import { adminInviteQueries, createAdminInvite, type AdminInvite } from '../api/admin-invites-api';
import { INVITEE_ROLE_LABELS, INVITEE_ROLES } from '../config/labels';
import { createInviteSchema, INVITE_DEFAULT_DAYS, INVITE_MAX_DAYS } from '../model/create-invite-schema';
import { CopyLinkButton } from './copy-link-button';

const ROLE_OPTIONS = INVITEE_ROLES.map((role) => ({ value: role, label: INVITEE_ROLE_LABELS[role] }));

const styles = {
  link: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' }),
  linkText: css({ fontFamily: 'mono', textStyle: 'xs', overflowWrap: 'anywhere', userSelect: 'all' }),
};

function InviteForm({ onCreated }: { onCreated: (invite: AdminInvite) => void }) {
  const queryClient = useQueryClient();
  const [artist, setArtist] = useState<PlatformArtist | null>(null);
  const create = useMutation({
    mutationFn: createAdminInvite,
    onSuccess: async (invite) => {
      await queryClient.invalidateQueries({ queryKey: adminInviteQueries.all() });
      onCreated(invite);
    },
  });
  const [form, fields] = useSchemaForm({
    id: 'admin-create-invite',
    schema: createInviteSchema,
    defaultValue: { inviteeRole: 'ARTIST', expiresInDays: String(INVITE_DEFAULT_DAYS), sendEmail: 'on' },
    validateOn: 'blur',
    // Conform leaves blank fields out (undefined), so only what was typed is sent.
    onValid: (values) =>
      create.mutate({
        ...values,
        sendEmail: values.sendEmail ?? false,
        ...(artist ? { inviteeArtistId: artist.platformId } : {}),
      }),
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label="New invitation">
      <FormMessage tone="error" id={form.errorId}>
        {create.isError ? errorMessageOf(create.error) : null}
      </FormMessage>
      <InviteeFields fields={fields} besidePhone={<SelectField field={fields.inviteeRole} label="Role" required options={ROLE_OPTIONS} />} />
      {artist ? (
        <ArtistCard
          artist={artist}
          size="sm"
          action={
            <Button variant="ghost" size="sm" onClick={() => setArtist(null)} aria-label={`Remove ${artist.name}`}>
              Remove
            </Button>
          }
        />
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
