import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { platformLabel } from '@/entities/artist';
import { formatMoment } from '@/shared/lib/dates';
import { EmptyState, ErrorState, Pagination, TableFrame, TableSkeleton, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { PAYOUT_RATE_HISTORY_PAGE_SIZE, payoutRateQueries } from '../api/payout-rates-api';
import { formatRate } from '../lib/format-rate';

const styles = {
  changes: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

export interface RateHistoryProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** Who changed which rates and when, newest first: from → to per source. */
export function RateHistory({ page, onPageChange }: RateHistoryProps) {
  const history = useQuery(payoutRateQueries.history(page));
  return (
    <section className={s.card} aria-labelledby="payout-rate-history">
      <h2 id="payout-rate-history" className={s.cardTitle}>
        Change history
      </h2>
      {history.isPending ? (
        <TableSkeleton columns={3} rows={3} label="Loading the change history" />
      ) : history.isError ? (
        <ErrorState title="Unable to load the change history" error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <EmptyState variant="inline" title="No changes yet" description="The product defaults apply until someone saves new rates." />
      ) : (
        <>
          <TableFrame label="Change history table" variant="plain">
            <table className={t.table}>
              <caption className={t.caption}>Change history</caption>
              <thead>
                <tr>
                  <th scope="col" className={t.th}>When</th>
                  <th scope="col" className={t.th}>Who</th>
                  <th scope="col" className={t.th}>Changes</th>
                </tr>
              </thead>
              <tbody>
                {history.data.items.map((change) => (
                  <tr key={change._id} data-testid="rate-change">
                    <th scope="row" className={`${t.td} ${styles.nowrap}`}>{formatMoment(change.at, { withTime: true })}</th>
                    <td className={t.td}>{change.by?.name ?? 'A deleted account'}</td>
                    <td className={t.td}>
                      <ul className={styles.changes}>
                        {change.changes.map(({ source, from, to }) => (
                          <li key={source}>
                            {platformLabel(source)}: {to === null ? `${formatRate(from)} → removed` : `${formatRate(from)} → ${formatRate(to)}`}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination
            label="Change history pages"
            page={page}
            pageSize={PAYOUT_RATE_HISTORY_PAGE_SIZE}
            total={history.data.total}
            onPageChange={onPageChange}
          />
        </>
      )}
    </section>
  );
}
