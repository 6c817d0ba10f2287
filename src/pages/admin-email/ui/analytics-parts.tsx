import { formatRate, type EmailCampaignPerformance, type EmailMetrics, type EmailRates } from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { countColumn, dateColumn, figureColumn, linkColumn, pendingLine, StatCard, surfaceStyles as s, type DataTableColumn } from '@/shared/ui';

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

type RateKey = keyof EmailRates;

/** One rate column (`12.5%`) per rate of the row, headed as given, in the given order. */
export function rateColumns<Row>(ratesOf: (row: Row) => Partial<Record<RateKey, number>>, headers: Partial<Record<RateKey, string>>): DataTableColumn<Row>[] {
  return (Object.entries(headers) as [RateKey, string][]).map(([rate, header]) => figureColumn<Row>(rate, header, (row) => formatRate(ratesOf(row)[rate] ?? Number.NaN)));
}

/** One row per campaign: what it reached and how people answered (spread on `DataTable`). */
export const campaignPerformanceTable = {
  cards: true,
  rowKey: (row: EmailCampaignPerformance) => row.campaign._id,
  rowProps: () => ({ 'data-testid': 'campaign-performance-row' }),
  columns: [
    linkColumn('campaign', 'Campaign', { to: ({ campaign }) => `/admin/email/analytics/${campaign._id}`, text: ({ campaign }) => campaign.name, note: ({ campaign }) => campaign.subject }),
    dateColumn('sentOn', 'Sent on', ({ campaign }) => campaign.sentAt),
    countColumn('sent', 'Sent', ({ metrics }) => metrics.sent),
    ...rateColumns<EmailCampaignPerformance>(({ rates }) => rates, { deliveryRate: 'Delivered', openRate: 'Open rate', clickRate: 'Click rate' }),
    countColumn('unsubscribed', 'Unsubscribed', ({ metrics }) => metrics.unsubscribes),
  ] satisfies DataTableColumn<EmailCampaignPerformance>[],
};
