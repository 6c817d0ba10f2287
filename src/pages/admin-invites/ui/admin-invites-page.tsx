import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCountOf } from '@/shared/lib/money';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Button, Dialog, EmptyState, errorMessageOf, ErrorState, FilterBar, ListSearch, NativeSelect, PageHeader, Pagination, pendingLine, surfaceStyles as s, TableSkeleton, toaster, FormActions } from '@/shared/ui';
import { adminInviteQueries, resendAdminInvite, revokeAdminInvite, type AdminInvite, type InviteStatus } from '../api/admin-invites-api';
import { INVITE_STATUS_LABELS, INVITE_STATUSES } from '../config/labels';
import { inviteListQuerySchema } from '../model/invite-list-query';
import { CreateInviteSlot, preloadCreateInvite } from './create-invite-slot';
import { InviteTable } from './invite-table';

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
  const { query, update, reset, isFiltered, filterCount } = useListQuery(inviteListQuerySchema);
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
  const total = invites.data?.total;
  const newInvitation = (
    <Button onClick={() => setCreating(true)} onPointerEnter={preloadCreateInvite} onFocus={preloadCreateInvite}>
      New invitation
    </Button>
  );
  return (
    <div className={s.page}>
      <PageHeader
        title="Invites"
        subtitle={total === undefined ? pendingLine(invites.isPending) : formatCountOf(total, 'invitation')}
        actions={newInvitation}
      />
      <FilterBar
        label="Filter invitations"
        count={filterCount}
        onClear={isFiltered ? reset : undefined}
        search={<ListSearch value={query.search} placeholder="Email, name or code" onSearch={(search, options) => update({ search }, options)} />}
      >
        <label className={s.label}>
          Status
          <NativeSelect
            value={query.status ?? ''}
            onChange={(event) => update({ status: (event.target.value || undefined) as InviteStatus | undefined })}
          >
            <option value="">All statuses</option>
            {INVITE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INVITE_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </label>
      </FilterBar>
      {invites.isPending ? (
        <TableSkeleton columns={7} label="Loading invitations" />
      ) : invites.isError ? (
        <ErrorState title="Unable to load invitations" error={invites.error} onRetry={() => void invites.refetch()} />
      ) : invites.data.items.length === 0 ? (
        isFiltered ? (
          <EmptyState title="No invitations match these filters" description="Try another search or status." action={<Button variant="outline" onClick={reset}>Clear filters</Button>} />
        ) : (
          <EmptyState
            title="No invitations yet"
            description="Invite an artist, investor or admin: they get an email with a sign-up link."
            action={newInvitation}
          />
        )
      ) : (
        <>
          <InviteTable
            invites={invites.data.items}
            onResend={(invite) => resend.mutate(invite)}
            onRevoke={setRevoking}
            resendingId={resend.isPending ? resend.variables._id : null}
          />
          <Pagination label="Invitation pages" page={query.page} pageSize={query.limit} total={invites.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
      <CreateInviteSlot open={creating} onOpenChange={setCreating} />
      <RevokeDialog invite={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
