import { css } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import { formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { Avatar, Badge, EmailAddress, TableFrame, tableStyles as t } from '@/shared/ui';
import type { AdminUser } from '../api/admin-users-api';
import { roleLabels } from '../lib/role-badges';
import { userName } from '../lib/user-name';

const styles = {
  who: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' }),
  secondary: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal', whiteSpace: 'nowrap' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '1' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

export const userPath = (id: string) => `/admin/users/${id}`;

/** One page of accounts; each name links to the account's page. */
export function UserTable({ users }: { users: readonly AdminUser[] }) {
  return (
    <TableFrame label="Users" cards>
      <table className={t.table}>
        <caption className={t.caption}>Users</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>User</th>
            <th scope="col" className={t.th}>Role</th>
            <th scope="col" className={t.th}>Status</th>
            <th scope="col" className={t.th}>Artist</th>
            <th scope="col" className={t.th}>Email</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Releases</th>
            <th scope="col" className={t.th}>Signed up</th>
            <th scope="col" className={t.th}>Last sign-in</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = userName(user);
            return (
              <tr key={user._id} data-testid="user-row">
                <th scope="row" className={t.td}>
                  <div className={styles.who}>
                    <Avatar src={user.photoURL ?? null} name={name} size="sm" />
                    <div>
                      <Link className={t.link} to={userPath(user._id)}>
                        {name}
                      </Link>
                      {name !== user.email && <div className={styles.secondary}><EmailAddress email={user.email} /></div>}
                    </div>
                  </div>
                </th>
                <td className={t.td} data-label="Role">
                  <div className={styles.badges}>
                    {roleLabels(user.roles).map((label) => (
                      <Badge key={label} palette={label === 'Admin' ? 'accent' : 'neutral'} size="sm">
                        {label}
                      </Badge>
                    ))}
                  </div>
                </td>
                <td className={t.td} data-label="Status">
                  {user.archived ? (
                    <div>
                      <Badge palette="warning" size="sm">Archived</Badge>
                      {user.archivedAt && <div className={styles.secondary}>{formatMoment(user.archivedAt)}</div>}
                    </div>
                  ) : (
                    <Badge palette="success" size="sm">Active</Badge>
                  )}
                </td>
                <td className={t.td} data-label="Artist">
                  <div className={styles.nowrap}>{user._artist?.name ?? '—'}</div>
                  <div className={styles.secondary}>{user.verified ? 'Verified' : 'Not verified'}</div>
                </td>
                <td className={`${t.td} ${styles.nowrap}`} data-label="Email">{user.emailVerified ? 'Confirmed' : 'Not confirmed'}</td>
                <td className={`${t.td} ${t.numeric}`} data-label="Releases">{formatCount(user.releaseCount)}</td>
                <td className={`${t.td} ${styles.nowrap}`} data-label="Signed up">{user.createdAt ? formatMoment(user.createdAt) : '—'}</td>
                <td className={`${t.td} ${styles.nowrap}`} data-label="Last sign-in">{user.lastLoginAt ? formatMoment(user.lastLoginAt, { withTime: true }) : 'Never'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
