import { useQuery } from '@tanstack/react-query';
import { emailAnalyticsQueries } from '@/entities/email';
import { formatDateRange } from '@/shared/lib/dates';
import { Link } from 'react-router';
import { DataTable, ErrorState, pendingLine, TitledSection } from '@/shared/ui';
import { campaignPerformanceTable, MetricCards } from './analytics-parts';
import { useEmailPeriod } from './email-parts';
import { EmailPage, linkButton } from './email-page';

/** `/admin/email/analytics`: totals and rates over a period (the last 30 days by default) and the campaigns sent in it. */
export function AdminEmailAnalyticsPage() {
  const period = useEmailPeriod();
  const analytics = useQuery(emailAnalyticsQueries.overview(period.range));
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
      {period.filter}
      {analytics.isError ? (
        <ErrorState title="Unable to load email analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <MetricCards metrics={analytics.data?.totals} rates={analytics.data?.rates} loading={analytics.isPending} />
          <TitledSection id="recent-campaigns" title="Campaigns sent in this period" surface="page">
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
          </TitledSection>
        </>
      )}
    </EmailPage>
  );
}
