import { formatRate, type EmailCampaignPerformance, type EmailMetrics, type EmailRates } from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { formatMoment } from '@/shared/lib/dates';
import { Link } from 'react-router';
import { pendingLine, StatCard, surfaceStyles as s, tableStyles as t, type DataTableColumn } from '@/shared/ui';

/** Headline figures of a set of emails: counts with the rate each one is read against. */
export function MetricCards({ metrics, rates, loading = false }: { metrics?: EmailMetrics | undefined; rates?: EmailRates | undefined; loading?: boolean }) {
  const figure = (value: number | undefined) => (value === undefined ? '' : formatCount(value));
  const rate = (value: number | undefined, what: string) => (value === undefined ? pendingLine(loading) : `${formatRate(value)} ${what}`);
  return (
    <div className={s.grid}>
      <StatCard label="Sent" value={figure(metrics?.sent)} hint={rate(rates?.deliveryRate, 'delivered')} loading={loading} />
      <StatCard label="Opened" value={figure(metrics?.uniqueOpens)} hint={rate(rates?.openRate, 'open rate')} loading={loading} />
      <StatCard label="Clicked" value={figure(metrics?.uniqueClicks)} hint={rate(rates?.clickRate, 'click rate')} loading={loading} />
      <StatCard
        label="Unsubscribed"
        value={figure(metrics?.unsubscribes)}
        hint={rates && metrics ? `${formatRate(rates.unsubscribeRate)} · ${formatCount(metrics.bounces)} bounced (${formatRate(rates.bounceRate)})` : pendingLine(loading)}
        loading={loading}
      />
    </div>
  );
}

/** One row per campaign: what it reached and how people answered (spread on `DataTable`). */
export const campaignPerformanceTable = {
  cards: true,
  rowKey: (row: EmailCampaignPerformance) => row.campaign._id,
  rowProps: () => ({ 'data-testid': 'campaign-performance-row' }),
  columns: [
    {
      key: 'campaign',
      header: 'Campaign',
      rowHeader: true,
      cell: ({ campaign }) => (
        <>
          <Link to={`/admin/email/analytics/${campaign._id}`} className={t.link}>
            {campaign.name}
          </Link>
          {campaign.subject && <div className={t.muted}>{campaign.subject}</div>}
        </>
      ),
    },
    { key: 'sentOn', header: 'Sent on', cell: ({ campaign }) => (campaign.sentAt ? formatMoment(campaign.sentAt) : '—') },
    { key: 'sent', header: 'Sent', numeric: true, cell: ({ metrics }) => formatCount(metrics.sent) },
    { key: 'delivered', header: 'Delivered', numeric: true, cell: ({ rates }) => formatRate(rates.deliveryRate) },
    { key: 'open', header: 'Open rate', numeric: true, cell: ({ rates }) => formatRate(rates.openRate) },
    { key: 'click', header: 'Click rate', numeric: true, cell: ({ rates }) => formatRate(rates.clickRate) },
    { key: 'unsubscribed', header: 'Unsubscribed', numeric: true, cell: ({ metrics }) => formatCount(metrics.unsubscribes) },
  ] satisfies DataTableColumn<EmailCampaignPerformance>[],
};
