import { useQuery } from '@tanstack/react-query';
import { emailAnalyticsQueries, formatRate, type EmailListAnalyticsOverview } from '@/entities/email';
import { formatCount, formatCountOf } from '@/shared/lib/money';
import { formatDateRange } from '@/shared/lib/dates';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { DataTable, DateRangeFilter, ErrorState, pendingLine, StatCard, surfaceStyles as s, tableStyles as t, type DataTableColumn } from '@/shared/ui';
import { isDayKey } from '../lib/period';
import { rangeQuerySchema } from '../model/list-queries';
import { EmailPage, linkButton } from './email-page';

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : formatCount(value));

type ListPerformance = EmailListAnalyticsOverview['lists'][number];

const listPerformanceColumns: DataTableColumn<ListPerformance>[] = [
  {
    key: 'list',
    header: 'List',
    rowHeader: true,
    cell: (list) => (
      <Link to={`/admin/email/list-analytics/${list.listId}`} className={t.link}>
        {list.name}
      </Link>
    ),
  },
  { key: 'subscribers', header: 'Subscribers', numeric: true, cell: (list) => formatCount(list.subscriberCount) },
  { key: 'joined', header: 'Joined', numeric: true, cell: (list) => formatCount(list.newSubscribers) },
  { key: 'left', header: 'Left', numeric: true, cell: (list) => formatCount(list.unsubscribes) },
  { key: 'net', header: 'Net growth', numeric: true, cell: (list) => signed(list.netGrowth) },
  { key: 'open', header: 'Open rate', numeric: true, cell: (list) => formatRate(list.openRate) },
  { key: 'click', header: 'Click rate', numeric: true, cell: (list) => formatRate(list.clickRate) },
];

/** `/admin/email/list-analytics`: growth and engagement of every list over a period. */
export function AdminEmailListAnalyticsPage() {
  const { query, update } = useListQuery(rangeQuerySchema);
  const range = toApiQuery({ from: isDayKey(query.from) ? query.from : undefined, to: isDayKey(query.to) ? query.to : undefined });
  const analytics = useQuery(emailAnalyticsQueries.lists(range));
  const totals = analytics.data?.totals;
  const figure = (value: number | undefined) => (value === undefined ? '' : formatCount(value));
  return (
    <EmailPage title="List analytics" subtitle={analytics.data ? formatDateRange(analytics.data.from, analytics.data.to) : pendingLine(analytics.isPending)}>
      <div className={s.filters} role="search" aria-label="Period">
        <DateRangeFilter from={query.from} to={query.to} onChange={(period) => update(period)} />
      </div>
      {analytics.isError ? (
        <ErrorState title="Unable to load list analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <div className={s.grid}>
            <StatCard label="Subscribed addresses" value={figure(totals?.subscribers)} hint={totals ? `On ${formatCountOf(totals.lists, 'list')}` : pendingLine(analytics.isPending)} loading={!totals} />
            <StatCard label="Joined" value={figure(totals?.newSubscribers)} loading={!totals} />
            <StatCard label="Left" value={figure(totals?.unsubscribes)} loading={!totals} />
            <StatCard label="Net growth" value={totals ? signed(totals.netGrowth) : ''} loading={!totals} />
          </div>
          <DataTable
            label="Lists"
            cards
            columns={listPerformanceColumns}
            rowKey={(list) => list.listId}
            rowProps={() => ({ 'data-testid': 'list-performance-row' })}
            request={analytics}
            rows={analytics.data?.lists}
            loadingLabel="Loading lists"
            empty={{ title: 'No lists yet', description: 'Create a list to follow its growth here.', action: <Link to="/admin/email-lists" className={linkButton}>Go to the lists</Link> }}
          />
        </>
      )}
    </EmailPage>
  );
}
