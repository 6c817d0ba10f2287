import { css } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import { formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { Avatar, Badge, EmailAddress, tableStyles as t, type DataTableColumn } from '@/shared/ui';
import type { AdminUser } from '../api/admin-users-api';
import { RoleBadges } from './role-badges';
import { userName } from '../lib/user-name';

const styles = {
  who: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' }),
  secondary: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'normal', whiteSpace: 'nowrap' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

export const userPath = (id: string) => `/admin/users/${id}`;

/** One page of accounts (spread on `DataTable`); each name links to the account's page. */
export const userTable = {
  label: 'Users',
  cards: true,
  rowKey: (user: AdminUser) => user._id,
  rowProps: () => ({ 'data-testid': 'user-row' }),
  columns: [
    {
      key: 'user',
      header: 'User',
      rowHeader: true,
      cell: (user) => {
        const name = userName(user);
        return (
          <div className={styles.who}>
            <Avatar src={user.photoURL ?? null} name={name} size="sm" />
            <div>
              <Link className={t.link} to={userPath(user._id)}>
                {name}
              </Link>
              {name !== user.email && <div className={styles.secondary}><EmailAddress email={user.email} /></div>}
            </div>
          </div>
        );
      },
    },
    {
      key: 'role',
      header: 'Role',
      cell: (user) => <RoleBadges roles={user.roles} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (user) =>
        user.archived ? (
          <div>
            <Badge palette="warning" size="sm">Archived</Badge>
            {user.archivedAt && <div className={styles.secondary}>{formatMoment(user.archivedAt)}</div>}
          </div>
        ) : (
          <Badge palette="success" size="sm">Active</Badge>
        ),
    },
    {
      key: 'artist',
      header: 'Artist',
      cell: (user) => (
        <>
          <div className={styles.nowrap}>{user._artist?.name ?? '—'}</div>
          <div className={styles.secondary}>{user.verified ? 'Verified' : 'Not verified'}</div>
        </>
      ),
    },
    { key: 'email', header: 'Email', className: styles.nowrap, cell: (user) => (user.emailVerified ? 'Confirmed' : 'Not confirmed') },
    { key: 'releases', header: 'Releases', numeric: true, cell: (user) => formatCount(user.releaseCount) },
    { key: 'signedUp', header: 'Signed up', className: styles.nowrap, cell: (user) => (user.createdAt ? formatMoment(user.createdAt) : '—') },
    { key: 'lastSignIn', header: 'Last sign-in', className: styles.nowrap, cell: (user) => (user.lastLoginAt ? formatMoment(user.lastLoginAt, { withTime: true }) : 'Never') },
  ] satisfies DataTableColumn<AdminUser>[],
};
