import { css } from 'styled-system/css';
import { formatDateKey } from '@/shared/lib/dates';
import { formatCount } from '@/shared/lib/money';
import type { BehavioralAnalytics } from '../api/behavior-api';
import { formatDecimal } from '../lib/format';
import { NothingYet, SectionCard } from './section-card';

const styles = {
  plot: css({ display: 'flex', alignItems: 'flex-end', gap: '[1px]', h: '40', minW: '0' }),
  column: css({ flex: '1', minW: '0', h: 'full', display: 'flex', alignItems: 'flex-end' }),
  bar: css({ w: 'full', minH: '[1px]', bg: 'accent.default', borderTopRadius: 'sm' }),
  axis: css({ display: 'flex', justifyContent: 'space-between', gap: '2', textStyle: 'xs', color: 'fg.muted' }),
  srOnly: css({ srOnly: true }),
};

type Daily = BehavioralAnalytics['activeUsers']['daily'];

/** People active each day: columns to glance at, the figures in words and in a hidden table. */
export function DailyUsersChart({ daily }: { daily: Daily }) {
  const most = daily.reduce((best, day) => (day.users > best.users ? day : best), daily[0] ?? { date: '', users: 0 });
  const average = daily.length > 0 ? daily.reduce((sum, day) => sum + day.users, 0) / daily.length : 0;
  const scale = Math.max(1, most.users);
  return (
    <SectionCard
      title="Active people by day"
      note={most.users > 0 ? `${formatDecimal(average)} a day on average; the most, ${formatCount(most.users)}, on ${formatDateKey(most.date)}.` : undefined}
    >
      {most.users === 0 ? (
        <NothingYet>No one was active in this period.</NothingYet>
      ) : (
        <>
          <div className={styles.plot} aria-hidden="true">
            {daily.map((day) => (
              <div key={day.date} className={styles.column} title={`${formatDateKey(day.date)}: ${formatCount(day.users)}`}>
                <div className={styles.bar} style={{ height: `${(day.users / scale) * 100}%` }} />
              </div>
            ))}
          </div>
          <div className={styles.axis} aria-hidden="true">
            <span>{formatDateKey(daily[0]!.date)}</span>
            <span>{formatDateKey(daily[daily.length - 1]!.date)}</span>
          </div>
          <div className={styles.srOnly}>
            <table>
              <caption>Active people by day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Active people</th>
                </tr>
              </thead>
              <tbody>
                {daily.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDateKey(day.date)}</th>
                    <td>{formatCount(day.users)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </SectionCard>
  );
}
