import type { Queryable } from '../../db/index.js';
import type { components } from '../../generated/openapi.js';

export type EmailMetrics = components['schemas']['EmailMetrics'];
export type EmailRates = components['schemas']['EmailRates'];

export const emptyMetrics = (): EmailMetrics => ({
  recipients: 0,
  sent: 0,
  delivered: 0,
  opens: 0,
  uniqueOpens: 0,
  clicks: 0,
  uniqueClicks: 0,
  bounces: 0,
  unsubscribes: 0,
  complaints: 0,
});

interface MetricRow {
  campaign_id: string;
  type: string;
  count: number;
  uniques: number;
}

function addRow(metrics: EmailMetrics, row: MetricRow): void {
  switch (row.type) {
    case 'sent':
      metrics.sent += row.count;
      break;
    case 'delivered':
      metrics.delivered += row.count;
      break;
    case 'opened':
      metrics.opens += row.count;
      metrics.uniqueOpens += row.uniques;
      break;
    case 'clicked':
      metrics.clicks += row.count;
      metrics.uniqueClicks += row.uniques;
      break;
    case 'bounced':
      metrics.bounces += row.count;
      break;
    case 'unsubscribed':
      metrics.unsubscribes += row.count;
      break;
    case 'complained':
      metrics.complaints += row.count;
      break;
  }
}

/**
 * Metrics of each campaign from its events: counts of every event, uniques by subscriber;
 * `recipients` are the addresses the campaign was written for (skipped ones excluded).
 * With `range` only events in [from, to) count.
 */
export async function campaignMetrics(db: Queryable, campaignIds: string[], range?: { from: Date; to: Date }): Promise<Map<string, EmailMetrics>> {
  const metrics = new Map(campaignIds.map((id) => [id, emptyMetrics()]));
  if (campaignIds.length === 0) return metrics;
  const params: unknown[] = [campaignIds];
  const inRange = range ? 'and at >= $2 and at < $3' : '';
  if (range) params.push(range.from.toISOString(), range.to.toISOString());
  const { rows } = await db.query<MetricRow>(
    `select campaign_id, type, count(*)::int as count, count(distinct subscriber_id)::int as uniques
       from email_events where campaign_id = any($1::text[]) ${inRange} group by campaign_id, type`,
    params,
  );
  for (const row of rows) addRow(metrics.get(row.campaign_id)!, row);
  const { rows: recipients } = await db.query<{ campaign_id: string; count: number }>(
    `select campaign_id, count(*)::int as count from email_campaign_recipients
      where campaign_id = any($1::text[]) and status <> 'skipped' group by campaign_id`,
    [campaignIds],
  );
  for (const row of recipients) metrics.get(row.campaign_id)!.recipients = row.count;
  return metrics;
}

export function sumMetrics(all: Iterable<EmailMetrics>): EmailMetrics {
  const total = emptyMetrics();
  for (const metrics of all) for (const key of Object.keys(total) as (keyof EmailMetrics)[]) total[key] += metrics[key];
  return total;
}

const ratio = (count: number, of: number) => (of > 0 ? Math.min(count / of, 1) : 0);

export function ratesOf(metrics: EmailMetrics): EmailRates {
  return {
    deliveryRate: ratio(metrics.delivered, metrics.sent),
    openRate: ratio(metrics.uniqueOpens, metrics.delivered),
    clickRate: ratio(metrics.uniqueClicks, metrics.delivered),
    clickToOpenRate: ratio(metrics.uniqueClicks, metrics.uniqueOpens),
    bounceRate: ratio(metrics.bounces, metrics.sent),
    unsubscribeRate: ratio(metrics.unsubscribes, metrics.delivered),
    complaintRate: ratio(metrics.complaints, metrics.delivered),
  };
}

export { ratio };
