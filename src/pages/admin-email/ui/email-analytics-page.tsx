import { useQuery } from '@tanstack/react-query';
import { emailAnalyticsQueries } from '@/entities/email';
import { formatDateRange } from '@/shared/lib/dates';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { DataTable, DateRangeFilter, ErrorState, pendingLine, surfaceStyles as s } from '@/shared/ui';
import { isDayKey } from '../lib/period';
import { rangeQuerySchema } from '../model/list-queries';
import { campaignPerformanceTable, MetricCards } from './analytics-parts';
import { EmailPage, linkButton } from './email-page';

/** `/admin/email/analytics`: totals and rates over a period (the last 30 days by default) and the campaigns sent in it. */
export function AdminEmailAnalyticsPage() {
  const { query, update } = useListQuery(rangeQuerySchema);
  const range = toApiQuery({ from: isDayKey(query.from) ? query.from : undefined, to: isDayKey(query.to) ? query.to : undefined });
  const analytics = useQuery(emailAnalyticsQueries.overview(range));
  return (
    <EmailPage
      title="Email analytics"
      subtitle={analytics.data ? formatDateRange(analytics.data.from, analytics.data.to) : pendingLine(analytics.isPending)}
      actions={
        <Link to="/admin/email/list-analytics" className={linkButton}>
          List analytics
        </Link>
      }
    >
      <div className={s.filters} role="search" aria-label="Period">
        <DateRangeFilter from={query.from} to={query.to} onChange={(period) => update(period)} />
      </div>
      {analytics.isError ? (
        <ErrorState title="Unable to load email analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <MetricCards metrics={analytics.data?.totals} rates={analytics.data?.rates} loading={analytics.isPending} />
          <section className={s.page} aria-labelledby="recent-campaigns">
            <h2 id="recent-campaigns" className={s.cardTitle}>
              Campaigns sent in this period
            </h2>
            <DataTable
              {...campaignPerformanceTable}
              label="Campaigns"
              request={analytics}
              rows={analytics.data?.campaigns}
              loadingLabel="Loading campaigns"
              empty={{
                title: 'No campaigns sent in this period',
                description: 'Choose a longer period, or send a campaign.',
                action: <Link to="/admin/email/campaigns" className={linkButton}>Go to the campaigns</Link>,
              }}
            />
          </section>
        </>
      )}
    </EmailPage>
  );
}
