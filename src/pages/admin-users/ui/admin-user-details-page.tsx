import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { toApiError } from '@/shared/api';
import { formatCount } from '@/shared/lib/money';
import { Link, useParams } from 'react-router';
import { Badge, Button, EmailAddress, EmptyState, errorMessageOf, ErrorState, PageHeader, Skeleton, SkeletonText, StatCard, surfaceStyles as s, tableStyles as t, toaster } from '@/shared/ui';
import { adminUserQueries, invalidateAdminUser, unarchiveAdminUser, type AdminUserDetails } from '../api/admin-users-api';
import { userName } from '../lib/user-name';
import { ArchiveDialog } from './archive-dialog';
import { EditUserSlot, LinkArtistSlot, preloadEditUser, preloadLinkArtist } from './user-dialog-slots';
import { AgreementsSection, InvitesSection, ReleasesSection, SignInsSection } from './user-record-tables';
import { ProfileSection, RosterSection } from './user-sections';
import { PRODUCT_NAME } from '@/shared/config';

const USERS_PATH = '/admin/users';

const styles = {
  columns: css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }),
  title: css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', overflowWrap: 'anywhere' }),
  // A long address wraps rather than widening the page on a phone.
  email: css({ overflowWrap: 'anywhere' }),
};

const backLink = (
  <Link className={t.link} to={USERS_PATH}>
    ← All users
  </Link>
);

type Dialogs = 'edit' | 'link' | 'archive' | null;

function UserDetails({ details }: { details: AdminUserDetails }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Dialogs>(null);
  const { user } = details;
  const name = userName(user);
  const archived = details.status === 'archived';
  const unarchive = useMutation({
    mutationFn: () => unarchiveAdminUser(user._id),
    onSuccess: async () => {
      await invalidateAdminUser(queryClient, user._id);
      toaster.create({ type: 'success', title: `${name} restored`, description: 'They can sign in again.' });
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Could not unarchive the account', description: errorMessageOf(error) }),
  });
  const onOpenChange = (dialog: Exclude<Dialogs, null>) => (next: boolean) => setOpen(next ? dialog : null);
  const actions = (
    <>
      <Button variant="outline" onClick={() => setOpen('edit')} onPointerEnter={preloadEditUser} onFocus={preloadEditUser}>
        Edit roles and names
      </Button>
      <Button variant="outline" onClick={() => setOpen('link')} onPointerEnter={preloadLinkArtist} onFocus={preloadLinkArtist}>
        Link an artist
      </Button>
      {archived ? (
        <Button loading={unarchive.isPending} onClick={() => unarchive.mutate()}>
          Unarchive
        </Button>
      ) : (
        <Button variant="danger" onClick={() => setOpen('archive')}>
          Archive
        </Button>
      )}
    </>
  );
  return (
    <div className={s.page}>
      <title>{`${name} · Users · Admin · ${PRODUCT_NAME}`}</title>
      <PageHeader
        eyebrow={backLink}
        title={
          <span className={styles.title}>
            {name}
            {archived && <Badge palette="warning">Archived</Badge>}
          </span>
        }
        subtitle={<span className={styles.email}><EmailAddress email={user.email} /></span>}
        actions={actions}
      />
      <section className={s.grid} aria-label="Figures">
        <StatCard label="Releases" value={formatCount(details.stats.releases)} />
        <StatCard label="Live releases" value={formatCount(details.stats.releasesLive)} />
        <StatCard label="Invites sent" value={formatCount(details.stats.invitesSent)} />
        <StatCard label="Invites accepted" value={formatCount(details.stats.invitesAccepted)} />
      </section>
      <div className={styles.columns}>
        <ProfileSection details={details} />
        <RosterSection details={details} />
      </div>
      <ReleasesSection details={details} />
      <div className={styles.columns}>
        <InvitesSection details={details} />
        <SignInsSection details={details} />
      </div>
      <AgreementsSection details={details} />
      <EditUserSlot details={details} open={open === 'edit'} onOpenChange={onOpenChange('edit')} />
      <LinkArtistSlot details={details} open={open === 'link'} onOpenChange={onOpenChange('link')} />
      <ArchiveDialog userId={user._id} name={name} open={open === 'archive'} onOpenChange={onOpenChange('archive')} />
    </div>
  );
}

/** `/admin/users/:userId`: one account, its activity, and what an admin can do to it. */
export function AdminUserDetailsPage() {
  const { userId = '' } = useParams();
  const details = useQuery(adminUserQueries.detail(userId));
  if (details.isPending) {
    return (
      <div className={s.page} aria-busy="true">
        <PageHeader eyebrow={backLink} title={<Skeleton height={32} width={240} />} />
        <div className={s.card}>
          <SkeletonText />
        </div>
      </div>
    );
  }
  if (details.isError) {
    const notFound = [400, 404].includes(toApiError(details.error).status);
    return (
      <div className={s.page}>
        <PageHeader eyebrow={backLink} title="User" />
        {notFound ? (
          <EmptyState
            title="User not found"
            description="This account does not exist. It may have been mistyped."
            action={
              <Link className={t.link} to={USERS_PATH}>
                Back to users
              </Link>
            }
          />
        ) : (
          <ErrorState title="Unable to load this user" error={details.error} onRetry={() => void details.refetch()} />
        )}
      </div>
    );
  }
  return <UserDetails details={details.data} />;
}
