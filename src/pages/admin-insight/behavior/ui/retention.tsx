import { css } from 'styled-system/css';
import { formatDateKey } from '@/shared/lib/dates';
import { formatCount } from '@/shared/lib/money';
import { TableFrame, tableStyles as t } from '@/shared/ui';
import type { RetentionCohort } from '../api/behavior-api';
import { formatShare } from '../lib/format';
import { NothingYet, SectionCard } from './section-card';

const styles = {
  count: css({ display: 'block', textStyle: 'caption', color: 'fg.muted' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

/** Of the people who signed up each week, the share active in each week after (a cohort table). */
export function Retention({ cohorts }: { cohorts: readonly RetentionCohort[] }) {
  const weekCount = Math.max(0, ...cohorts.map((cohort) => cohort.weeks.length));
  const weeks = Array.from({ length: weekCount }, (_, week) => week);
  return (
    <SectionCard title="Retention by sign-up week" note="Of the people who signed up each week, the share who used the app in each week after. Week 0 is the sign-up week.">
      {cohorts.length === 0 ? (
        <NothingYet>No one signed up in this period.</NothingYet>
      ) : (
        <TableFrame label="Retention by sign-up week" variant="plain">
          <table className={t.table}>
            <caption className={t.caption}>Share of each sign-up week's people active in the weeks after</caption>
            <thead>
              <tr>
                <th scope="col" className={t.th}>Signed up the week of</th>
                <th scope="col" className={`${t.th} ${t.numeric}`}>People</th>
                {weeks.map((week) => (
                  <th key={week} scope="col" className={`${t.th} ${t.numeric}`}>
                    Week {week}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cohorts.map((cohort) => (
                <tr key={cohort.weekStart}>
                  <th scope="row" className={`${t.td} ${styles.nowrap}`}>{formatDateKey(cohort.weekStart)}</th>
                  <td className={`${t.td} ${t.numeric}`}>{formatCount(cohort.users)}</td>
                  {weeks.map((week) => {
                    const cell = cohort.weeks.find((entry) => entry.week === week);
                    return (
                      <td key={week} className={`${t.td} ${t.numeric}`}>
                        {cell ? (
                          <>
                            {formatShare(cell.share)}
                            <span className={styles.count}>{formatCount(cell.activeUsers)} active</span>
                          </>
                        ) : (
                          <span className={t.muted}>—</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </SectionCard>
  );
}
