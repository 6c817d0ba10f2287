import { formatRate, type EmailCampaignPerformance, type EmailMetrics, type EmailRates } from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { formatMoment } from '@/shared/lib/dates';
import { Link } from 'react-router';
import { pendingLine, StatCard, TableFrame, surfaceStyles as s, tableStyles as t } from '@/shared/ui';

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

/** One row per campaign: what it reached and how people answered. */
export function CampaignPerformanceTable({ rows, label = 'Campaigns' }: { rows: readonly EmailCampaignPerformance[]; label?: string }) {
  return (
    <TableFrame label={label} cards>
      <table className={t.table}>
        <caption className={t.caption}>{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Campaign</th>
            <th scope="col" className={t.th}>Sent on</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Sent</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Delivered</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Open rate</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Click rate</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Unsubscribed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ campaign, metrics, rates }) => (
            <tr key={campaign._id} data-testid="campaign-performance-row">
              <th scope="row" className={t.td}>
                <Link to={`/admin/email/analytics/${campaign._id}`} className={t.link}>
                  {campaign.name}
                </Link>
                {campaign.subject && <div className={t.muted}>{campaign.subject}</div>}
              </th>
              <td className={t.td} data-label="Sent on">{campaign.sentAt ? formatMoment(campaign.sentAt) : '—'}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Sent">{formatCount(metrics.sent)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Delivered">{formatRate(rates.deliveryRate)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Open rate">{formatRate(rates.openRate)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Click rate">{formatRate(rates.clickRate)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Unsubscribed">{formatCount(metrics.unsubscribes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
