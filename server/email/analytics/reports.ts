import { dayRange } from '../../catalog/periods.js';
import { dayString } from '../../catalog/synthetic-streams.js';
import type { Queryable } from '../../db/index.js';
import type { components } from '../../generated/openapi.js';
import { campaignRowOr404, type CampaignRow } from '../campaigns/store.js';
import { getList } from '../lists/store.js';
import { IS_SUBSCRIBED } from '../sql.js';
import { campaignMetrics, type EmailMetrics, ratesOf, ratio, sumMetrics } from './metrics.js';

type Schemas = components['schemas'];
const DAY_MS = 86_400_000;

/** The range of the query as days; SQL takes them as [START, END) instants from $1 and $2 of `bounds`. */
function rangeOf(query: { from?: string; to?: string }) {
  const { fromDay, toDay } = dayRange(query.from, query.to);
  const from = dayString(fromDay);
  const to = dayString(toDay);
  return { from, to, bounds: [from, to] };
}
// Computed by the database: the day after 9999-12-31 is beyond what JavaScript dates print.
const START = `($1::date::timestamp at time zone 'UTC')`;
const END = `(($2::date + 1)::timestamp at time zone 'UTC')`;

const brief = (row: CampaignRow): Schemas['EmailCampaignBrief'] => ({
  _id: row.id,
  name: row.name,
  subject: row.subject,
  status: row.status,
  sentAt: row.sent_at?.toISOString() ?? null,
});

async function performances(db: Queryable, rows: CampaignRow[]): Promise<{ items: Schemas['EmailCampaignPerformance'][]; metrics: EmailMetrics[] }> {
  const metrics = await campaignMetrics(db, rows.map((row) => row.id));
  const items = rows.map((row) => {
    const own = metrics.get(row.id)!;
    return { campaign: brief(row), metrics: own, rates: ratesOf(own) };
  });
  return { items, metrics: [...metrics.values()] };
}

/** Campaigns that started sending in the range (newest first) with their totals. */
export async function analyticsOverview(db: Queryable, query: { from?: string; to?: string }): Promise<Schemas['EmailAnalyticsOverview']> {
  const range = rangeOf(query);
  const { rows } = await db.query<CampaignRow>(
    `select * from email_campaigns where materialized_at >= ${START} and materialized_at < ${END} order by coalesce(sent_at, materialized_at) desc, id desc`,
    range.bounds,
  );
  const { items, metrics } = await performances(db, rows);
  const totals = sumMetrics(metrics);
  return { from: range.from, to: range.to, totals, rates: ratesOf(totals), campaigns: items };
}

export async function campaignAnalytics(db: Queryable, campaignId: string): Promise<Schemas['EmailCampaignAnalytics']> {
  const row = await campaignRowOr404(db, campaignId);
  const metrics = (await campaignMetrics(db, [campaignId])).get(campaignId)!;
  const { rows: uniques } = await db.query<{ type: string; count: number }>(
    `select type, count(distinct subscriber_id)::int as count from email_events
      where campaign_id = $1 and type in ('sent', 'delivered', 'opened', 'clicked') group by type`,
    [campaignId],
  );
  const unique = (type: string) => uniques.find((entry) => entry.type === type)?.count ?? 0;
  const stages = ['sent', 'delivered', 'opened', 'clicked'] as const;
  const sent = unique('sent');
  const funnel = stages.map((stage, index) => ({
    stage,
    count: unique(stage),
    rateOfPrevious: index === 0 ? 1 : ratio(unique(stage), unique(stages[index - 1]!)),
    rateOfSent: ratio(unique(stage), sent),
  }));
  const { rows: span } = await db.query<{ first: Date | null; last: Date | null }>(
    'select min(at) as first, max(at) as last from email_events where campaign_id = $1',
    [campaignId],
  );
  const { first, last } = span[0]!;
  // By hour for the first day and a half (at most 36 rows to read), by day after that.
  const granularity = first && last && last.getTime() - first.getTime() > 1.5 * DAY_MS ? 'day' : 'hour';
  const { rows: points } = await db.query<{ at: Date; delivered: number; opens: number; clicks: number; bounces: number; unsubscribes: number }>(
    `select date_trunc('${granularity}', at at time zone 'UTC') at time zone 'UTC' as at,
            count(*) filter (where type = 'delivered')::int as delivered, count(*) filter (where type = 'opened')::int as opens,
            count(*) filter (where type = 'clicked')::int as clicks, count(*) filter (where type = 'bounced')::int as bounces,
            count(*) filter (where type = 'unsubscribed')::int as unsubscribes
       from email_events where campaign_id = $1 group by 1 order by 1`,
    [campaignId],
  );
  const { rows: links } = await db.query<{ url: string; clicks: number; unique_clicks: number }>(
    `select url, count(*)::int as clicks, count(distinct subscriber_id)::int as unique_clicks
       from email_events where campaign_id = $1 and type = 'clicked' and url is not null
      group by url order by clicks desc, url limit 20`,
    [campaignId],
  );
  return {
    campaign: brief(row),
    metrics,
    rates: ratesOf(metrics),
    funnel,
    series: { granularity, points: points.map((point) => ({ ...point, at: point.at.toISOString() })) },
    topLinks: links.map((link) => ({ url: link.url, clicks: link.clicks, uniqueClicks: link.unique_clicks })),
  };
}

interface ListGrowthRow {
  id: string;
  name: string;
  subscriber_count: number;
  new_subscribers: number;
  unsubscribes: number;
}

const LIST_GROWTH = `select l.id, l.name,
    (select count(*)::int from email_list_members m join email_subscribers s on s.id = m.subscriber_id where m.list_id = l.id and m.subscribed and ${IS_SUBSCRIBED}) as subscriber_count,
    (select count(*)::int from email_list_members m where m.list_id = l.id and m.subscribed_at >= ${START} and m.subscribed_at < ${END}) as new_subscribers,
    (select count(*)::int from email_list_members m where m.list_id = l.id and m.unsubscribed_at >= ${START} and m.unsubscribed_at < ${END}) as unsubscribes
  from email_lists l`;

async function listCampaigns(db: Queryable, listId: string, range?: { bounds: string[] }, limit?: number): Promise<CampaignRow[]> {
  const where = range ? `$3 = any(list_ids) and materialized_at >= ${START} and materialized_at < ${END}` : '$1 = any(list_ids) and materialized_at is not null';
  const { rows } = await db.query<CampaignRow>(
    `select * from email_campaigns where ${where} order by materialized_at desc, id desc ${limit ? `limit ${limit}` : ''}`,
    range ? [...range.bounds, listId] : [listId],
  );
  return rows;
}

export async function listAnalyticsOverview(db: Queryable, query: { from?: string; to?: string }): Promise<Schemas['EmailListAnalyticsOverview']> {
  const range = rangeOf(query);
  const { rows } = await db.query<ListGrowthRow>(`${LIST_GROWTH} order by lower(l.name), l.id`, range.bounds);
  const lists = [];
  for (const row of rows) {
    const campaigns = await listCampaigns(db, row.id, range);
    const metrics = sumMetrics((await campaignMetrics(db, campaigns.map((campaign) => campaign.id))).values());
    lists.push({
      listId: row.id,
      name: row.name,
      subscriberCount: row.subscriber_count,
      newSubscribers: row.new_subscribers,
      unsubscribes: row.unsubscribes,
      netGrowth: row.new_subscribers - row.unsubscribes,
      openRate: ratio(metrics.uniqueOpens, metrics.delivered),
      clickRate: ratio(metrics.uniqueClicks, metrics.delivered),
    });
  }
  const { rows: distinct } = await db.query<{ count: number }>(
    `select count(distinct m.subscriber_id)::int as count from email_list_members m join email_subscribers s on s.id = m.subscriber_id where m.subscribed and ${IS_SUBSCRIBED}`,
  );
  const newSubscribers = lists.reduce((total, list) => total + list.newSubscribers, 0);
  const unsubscribes = lists.reduce((total, list) => total + list.unsubscribes, 0);
  return {
    from: range.from,
    to: range.to,
    totals: { lists: lists.length, subscribers: distinct[0]!.count, newSubscribers, unsubscribes, netGrowth: newSubscribers - unsubscribes },
    lists,
  };
}

export async function listAnalytics(db: Queryable, listId: string, query: { from?: string; to?: string }): Promise<Schemas['EmailListAnalytics']> {
  const list = await getList(db, listId);
  const range = rangeOf(query);
  const { rows: growth } = await db.query<{ date: string; subscribed: number; unsubscribed: number; total: number }>(
    `select d::date as date,
            (select count(*)::int from email_list_members m where m.list_id = $3 and m.subscribed_at >= d and m.subscribed_at < d + interval '1 day') as subscribed,
            (select count(*)::int from email_list_members m where m.list_id = $3 and m.unsubscribed_at >= d and m.unsubscribed_at < d + interval '1 day') as unsubscribed,
            (select count(*)::int from email_list_members m where m.list_id = $3 and m.subscribed_at < d + interval '1 day'
                and (m.subscribed or m.unsubscribed_at >= d + interval '1 day')) as total
       from generate_series(${START}, ${END} - interval '1 day', interval '1 day') as d`,
    [...range.bounds, listId],
  );
  const inRange = await listCampaigns(db, listId, range);
  const metrics = sumMetrics((await campaignMetrics(db, inRange.map((campaign) => campaign.id))).values());
  const { rows: activity } = await db.query<{ active: number; total: number }>(
    `select count(*) filter (where s.last_activity_at > now() - interval '90 days')::int as active, count(*)::int as total
       from email_list_members m join email_subscribers s on s.id = m.subscriber_id where m.list_id = $1 and m.subscribed and ${IS_SUBSCRIBED}`,
    [listId],
  );
  const recent = await performances(db, await listCampaigns(db, listId, undefined, 10));
  return {
    list: { _id: list._id, name: list.name },
    from: range.from,
    to: range.to,
    subscriberCount: list.subscriberCount,
    growth,
    engagement: {
      campaignsSent: inRange.length,
      openRate: ratio(metrics.uniqueOpens, metrics.delivered),
      clickRate: ratio(metrics.uniqueClicks, metrics.delivered),
      bounceRate: ratio(metrics.bounces, metrics.sent),
      unsubscribeRate: ratio(metrics.unsubscribes, metrics.delivered),
      activeSubscribers: activity[0]!.active,
      inactiveSubscribers: activity[0]!.total - activity[0]!.active,
    },
    recentCampaigns: recent.items,
  };
}
