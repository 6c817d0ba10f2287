import { css } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import { formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { EmailAddress, TableFrame, tableStyles as t } from '@/shared/ui';
import type { BehavioralAnalytics } from '../api/behavior-api';
import { journeyPath } from '../config/paths';
import { NothingYet, SectionCard } from './section-card';

const styles = {
  email: css({ textStyle: 'caption', color: 'fg.muted', overflowWrap: 'anywhere' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

/** The most active people, each leading to their journey. */
export function TopUsers({ users, search }: { users: BehavioralAnalytics['topUsers']; search: string }) {
  return (
    <SectionCard title="Most active people">
      {users.length === 0 ? (
        <NothingYet>No one was active in this period.</NothingYet>
      ) : (
        <TableFrame label="Most active people" variant="plain">
          <table className={t.table}>
            <caption className={t.caption}>Most active people, with a link to each journey</caption>
            <thead>
              <tr>
                <th scope="col" className={t.th}>Person</th>
                <th scope="col" className={`${t.th} ${t.numeric}`}>Sessions</th>
                <th scope="col" className={`${t.th} ${t.numeric}`}>Actions</th>
                <th scope="col" className={t.th}>Last seen</th>
              </tr>
            </thead>
            <tbody>
              {users.map((row) => (
                <tr key={row.user._id}>
                  <th scope="row" className={t.td}>
                    <Link className={t.link} to={journeyPath(row.user._id, search)}>
                      {row.user.name}
                    </Link>
                    <div className={styles.email}><EmailAddress email={row.user.email} /></div>
                  </th>
                  <td className={`${t.td} ${t.numeric}`}>{formatCount(row.sessions)}</td>
                  <td className={`${t.td} ${t.numeric}`}>{formatCount(row.events)}</td>
                  <td className={`${t.td} ${styles.nowrap}`}>{formatMoment(row.lastSeenAt, { withTime: true })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </SectionCard>
  );
}
