import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { platformLabel } from '@/entities/artist';
import { formatMoment } from '@/shared/lib/dates';
import { DataTable, surfaceStyles as s, type DataTableColumn } from '@/shared/ui';
import { PAYOUT_RATE_HISTORY_PAGE_SIZE, payoutRateQueries, type PayoutRateChange } from '../api/payout-rates-api';
import { formatRate } from '../lib/format-rate';

const styles = {
  changes: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

const changeColumns: DataTableColumn<PayoutRateChange>[] = [
  { key: 'when', header: 'When', rowHeader: true, className: styles.nowrap, cell: (change) => formatMoment(change.at, { withTime: true }) },
  { key: 'who', header: 'Who', cell: (change) => change.by?.name ?? 'A deleted account' },
  {
    key: 'changes',
    header: 'Changes',
    cell: (change) => (
      <ul className={styles.changes}>
        {change.changes.map(({ source, from, to }) => (
          <li key={source}>
            {platformLabel(source)}: {to === null ? `${formatRate(from)} → removed` : `${formatRate(from)} → ${formatRate(to)}`}
          </li>
        ))}
      </ul>
    ),
  },
];

export interface RateHistoryProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** Who changed which rates and when, newest first: from → to per source. */
export function RateHistory({ page, onPageChange }: RateHistoryProps) {
  const history = useQuery(payoutRateQueries.history(page));
  return (
    <section className={s.card} aria-labelledby="payout-rate-history">
      <h2 id="payout-rate-history" className={s.sectionTitle}>
        Change history
      </h2>
      <DataTable
        label="Change history"
        frameLabel="Change history table"
        variant="plain"
        cards
        columns={changeColumns}
        rowKey={(change) => change._id}
        rowProps={() => ({ 'data-testid': 'rate-change' })}
        request={history}
        rows={history.data?.items}
        total={history.data?.total}
        pagination={{ page, pageSize: PAYOUT_RATE_HISTORY_PAGE_SIZE, onPageChange, label: 'Change history pages' }}
        skeletonRows={3}
        subject="the change history"
        empty={{ title: 'No changes yet', description: 'The product defaults apply until someone saves new rates.' }}
      />
    </section>
  );
}
