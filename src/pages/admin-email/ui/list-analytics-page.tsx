import { useQuery } from '@tanstack/react-query';
import { emailAnalyticsQueries, formatRate, type EmailListAnalyticsOverview } from '@/entities/email';
import { formatCount, formatCountOf } from '@/shared/lib/money';
import { formatDateRange } from '@/shared/lib/dates';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { EmptyState, ErrorState, pendingLine, StatCard, TableFrame, TableSkeleton, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { DayRangeInputs } from '@/shared/ui/period-control';
import { isDayKey } from '../lib/period';
import { rangeQuerySchema } from '../model/list-queries';
import { EmailPage, linkButton } from './email-page';

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : formatCount(value));

function ListPerformanceTable({ lists }: { lists: EmailListAnalyticsOverview['lists'] }) {
  return (
    <TableFrame label="Lists" cards>
      <table className={t.table}>
        <caption className={t.caption}>Lists</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>List</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Subscribers</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Joined</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Left</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Net growth</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Open rate</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Click rate</th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list.listId} data-testid="list-performance-row">
              <th scope="row" className={t.td}>
                <Link to={`/admin/email/list-analytics/${list.listId}`} className={t.link}>
                  {list.name}
                </Link>
              </th>
              <td className={`${t.td} ${t.numeric}`} data-label="Subscribers">{formatCount(list.subscriberCount)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Joined">{formatCount(list.newSubscribers)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Left">{formatCount(list.unsubscribes)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Net growth">{signed(list.netGrowth)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Open rate">{formatRate(list.openRate)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Click rate">{formatRate(list.clickRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

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
        <DayRangeInputs from={query.from} to={query.to} onChange={(period) => update(period)} />
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
          {analytics.isPending ? (
            <TableSkeleton columns={7} label="Loading lists" />
          ) : analytics.data.lists.length === 0 ? (
            <EmptyState title="No lists yet" description="Create a list to follow its growth here." action={<Link to="/admin/email-lists" className={linkButton}>Go to the lists</Link>} />
          ) : (
            <ListPerformanceTable lists={analytics.data.lists} />
          )}
        </>
      )}
    </EmailPage>
  );
}
