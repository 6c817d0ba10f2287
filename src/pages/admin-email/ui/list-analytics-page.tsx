import { useQuery } from '@tanstack/react-query';
import { emailAnalyticsQueries, type EmailListAnalyticsOverview } from '@/entities/email';
import { formatCount, formatCountOf } from '@/shared/lib/money';
import { formatDateRange } from '@/shared/lib/dates';
import { Link } from 'react-router';
import { countColumns, DataTable, ErrorState, figureColumn, linkColumn, pendingLine, StatCard, surfaceStyles as s, type DataTableColumn } from '@/shared/ui';
import { rateColumns } from './analytics-parts';
import { useEmailPeriod } from './email-parts';
import { EmailPage, linkButton } from './email-page';

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : formatCount(value));

type ListPerformance = EmailListAnalyticsOverview['lists'][number];

const listPerformanceColumns: DataTableColumn<ListPerformance>[] = [
  linkColumn('list', 'List', { to: (list) => `/admin/email/list-analytics/${list.listId}`, text: (list) => list.name }),
  ...countColumns<ListPerformance>({ subscriberCount: 'Subscribers', newSubscribers: 'Joined', unsubscribes: 'Left' }),
  figureColumn('net', 'Net growth', (list) => signed(list.netGrowth)),
  ...rateColumns<ListPerformance>((list) => list, { openRate: 'Open rate', clickRate: 'Click rate' }),
];

/** `/admin/email/list-analytics`: growth and engagement of every list over a period. */
export function AdminEmailListAnalyticsPage() {
  const period = useEmailPeriod();
  const analytics = useQuery(emailAnalyticsQueries.lists(period.range));
  const totals = analytics.data?.totals;
  const figure = (value: number | undefined) => (value === undefined ? '' : formatCount(value));
  return (
    <EmailPage title="List analytics" subtitle={analytics.data ? formatDateRange(analytics.data.from, analytics.data.to) : pendingLine(analytics.isPending)}>
      {period.filter}
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
