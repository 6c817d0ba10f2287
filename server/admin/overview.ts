import { cached } from '../catalog/cache.js';
import { lastFullMonth } from '../catalog/periods.js';
import { estimated, PLATFORMS } from '../catalog/platforms.js';
import { loadRates, ratesKey } from '../catalog/rates.js';
import { earningsOf, rosterDailyStreams, sum } from '../catalog/streams.js';
import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';

type Schemas = components['schemas'];
type Overview = Schemas['AdminOverview'];

const RELEASE_STATUSES: Schemas['ReleaseStatus'][] = ['DRAFT', 'PENDING', 'APPROVED', 'DELIVERED', 'ONLINE', 'REJECTED', 'TAKEN_DOWN'];

/** The admin dashboard's headline figures, each from one small query. */
export async function adminOverview(db: Queryable): Promise<Overview> {
  const [users, releases, streams, email] = await Promise.all([userFigures(db), releaseFigures(db), lastMonthStreams(db), emailFigures(db)]);
  return { users, releases, streams, email, generatedAt: new Date().toISOString() };
}

async function userFigures(db: Queryable): Promise<Overview['users']> {
  const { rows } = await db.query<Overview['users']>(
    `select count(*)::int as total,
            count(*) filter (where archived_at is null)::int as active,
            count(*) filter (where archived_at is not null)::int as archived,
            count(*) filter (where archived_at is null and 'ADMIN' = any(roles))::int as admins,
            count(*) filter (where archived_at is null and 'INVESTOR' = any(roles))::int as investors,
            count(*) filter (where created_at >= now() - interval '7 days')::int as "newLast7Days",
            count(*) filter (where created_at >= now() - interval '30 days')::int as "newLast30Days"
       from users`,
  );
  return rows[0]!;
}

export async function releaseFigures(db: Queryable): Promise<Overview['releases']> {
  const { rows } = await db.query<{ status: Schemas['ReleaseStatus']; count: number }>('select status, count(*)::int as count from releases group by status');
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  const byStatus = RELEASE_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  return { total: byStatus.reduce((total, entry) => total + entry.count, 0), pendingReview: counts.get('PENDING') ?? 0, byStatus };
}

/**
 * Streams of the last full calendar month of every artist on a roster, all platforms, priced at the
 * system payout rates: the same days, artists and pricing as admin analytics (its figures for that
 * month are these). Cached like the other catalogue figures, under the rates it is priced at (ratesKey).
 */
async function lastMonthStreams(db: Queryable): Promise<Overview['streams']> {
  const rates = await loadRates(db);
  const { month, fromDay, toDay } = lastFullMonth();
  return cached(db, `overview:streams:${month}:${ratesKey(rates)}`, false, async () => {
    const daily = await rosterDailyStreams(db, PLATFORMS, fromDay, toDay);
    const perPlatform = PLATFORMS.map((platform) => ({ platform, streams: sum(daily.get(platform)!) }));
    return { month, streams: sum(perPlatform.map((entry) => entry.streams)), estimatedEarnings: estimated(earningsOf(perPlatform, rates)) };
  });
}

async function emailFigures(db: Queryable): Promise<Overview['email']> {
  const { rows } = await db.query<Omit<Overview['email'], 'campaignsSending'> & { campaigns: boolean }>(
    `select (select count(*)::int from email_subscribers where unsubscribed_all_at is null) as subscribers,
            (select count(*)::int from email_outbox where status in ('sent', 'kept') and created_at >= now() - interval '30 days') as "sentLast30Days",
            (select count(*)::int from email_outbox where status = 'failed' and created_at >= now() - interval '30 days') as "failedLast30Days",
            to_regclass('email_campaigns') is not null as campaigns`,
  );
  const { campaigns, ...figures } = rows[0]!;
  // The campaign tables come with the email engine; until then nothing is sending.
  const sending = campaigns
    ? (await db.query<{ count: number }>(`select count(*)::int as count from email_campaigns where status = 'sending'`)).rows[0]!.count
    : 0;
  return { ...figures, campaignsSending: sending };
}
