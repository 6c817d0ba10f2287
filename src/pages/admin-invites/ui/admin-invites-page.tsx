import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiQuery } from '@/shared/lib/list-query';
import { Button, DataTable, Dialog, errorMessageOf, FilterBar, FormActions, ListSearch, listCountLine, ReportPage, SelectFilter, toaster, useListTable } from '@/shared/ui';
import { adminInviteQueries, resendAdminInvite, revokeAdminInvite, type AdminInvite } from '../api/admin-invites-api';
import { INVITE_STATUS_LABELS, INVITE_STATUSES } from '../config/labels';
import { inviteListQuerySchema } from '../model/invite-list-query';
import { CreateInviteSlot, preloadCreateInvite } from './create-invite-slot';
import { inviteTable } from './invite-table';

function RevokeDialog({ invite, onClose }: { invite: AdminInvite | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: (target: AdminInvite) => revokeAdminInvite(target._id),
    onSuccess: async (revoked) => {
      toaster.create({ type: 'success', title: `Invitation of ${revoked.inviteeEmail} revoked` });
      await queryClient.invalidateQueries({ queryKey: adminInviteQueries.all() });
      onClose();
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Could not revoke the invitation', description: errorMessageOf(error) }),
  });
  return (
    <Dialog
      open={invite !== null}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      title="Revoke this invitation?"
      description={invite ? `The sign-up link sent to ${invite.inviteeEmail} stops working. The invitation stays in the list as revoked.` : undefined}
      width={440}
    >
      <FormActions confirmLabel="Revoke" onConfirm={() => invite && revoke.mutate(invite)} tone="danger" busy={revoke.isPending} onCancel={onClose} cancelLabel="Keep it" />
    </Dialog>
  );
}

/** `/admin/invites`: every invitation with its status; search, filter, send again, revoke, create. */
export function AdminInvitesPage() {
  const queryClient = useQueryClient();
  const list = useListTable(inviteListQuerySchema);
  const { query, update } = list;
  const invites = useQuery(adminInviteQueries.list(toApiQuery(query)));
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AdminInvite | null>(null);
  const resend = useMutation({
    mutationFn: (invite: AdminInvite) => resendAdminInvite(invite._id),
    onSuccess: async (sent) => {
      toaster.create({ type: 'success', title: `Invitation sent again to ${sent.inviteeEmail}` });
      await queryClient.invalidateQueries({ queryKey: adminInviteQueries.all() });
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Could not send the invitation again', description: errorMessageOf(error) }),
  });
  const newInvitation = (
    <Button onClick={() => setCreating(true)} onPointerEnter={preloadCreateInvite} onFocus={preloadCreateInvite}>
      New invitation
    </Button>
  );
  return (
    <ReportPage
      title="Invites"
      subtitle={listCountLine(invites, 'invitation')}
      actions={newInvitation}
      filters={
        <FilterBar label="Filter invitations" {...list.filterBar} search={<ListSearch {...list.search} placeholder="Email, name or code" />}>
          <SelectFilter label="Status" value={query.status} labels={INVITE_STATUS_LABELS} options={INVITE_STATUSES} allLabel="All statuses" onChange={(status) => update({ status })} />
        </FilterBar>
      }
    >
      <DataTable
        {...list.table}
        {...inviteTable({ onResend: (invite) => resend.mutate(invite), onRevoke: setRevoking, resendingId: resend.isPending ? resend.variables._id : null })}
        page={invites}
        pagesLabel="Invitation pages"
        subject="invitations"
        filteredEmpty={{ title: 'No invitations match these filters', description: 'Try another search or status.' }}
        empty={{ title: 'No invitations yet', description: 'Invite an artist, investor or admin: they get an email with a sign-up link.', action: newInvitation }}
      />
      <CreateInviteSlot open={creating} onOpenChange={setCreating} />
      <RevokeDialog invite={revoking} onClose={() => setRevoking(null)} />
    </ReportPage>
  );
}
