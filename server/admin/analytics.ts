import { dayRange } from '../catalog/periods.js';
import { estimated, PLATFORMS } from '../catalog/platforms.js';
import { type Rates, rateOf } from '../catalog/rates.js';
import { earningsOf, rosterDailyStreams, sum } from '../catalog/streams.js';
import { dayString } from '../catalog/synthetic-streams.js';
import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { bucketsOf, type Granularity } from './analytics-buckets.js';

type Schemas = components['schemas'];
type Analytics = Schemas['AdminAnalytics'];
type DisplayStatus = Schemas['ReleaseDisplayStatus'];

const DISPLAY_STATUSES: DisplayStatus[] = ['INCOMPLETE', 'DRAFT', 'PENDING', 'APPROVED', 'DELIVERED', 'ONLINE', 'REJECTED', 'TAKEN_DOWN'];

/** Days since 1970-01-01 of a timestamptz column, in SQL. */
const dayOf = (column: string) => `floor(extract(epoch from ${column}) / 86400)::int`;
const startOf = (day: number) => `${dayString(day)}T00:00:00Z`;

interface Period {
  fromDay: number;
  toDay: number;
}

/**
 * adminGetAnalytics: the product's figures over the range and, in `previous`, over the equally
 * long period just before it. Every per-day figure is read once for both periods and bucketed here.
 */
export async function adminAnalytics(
  db: Queryable,
  rates: Rates,
  query: { from?: string; to?: string; granularity?: Granularity },
): Promise<Analytics> {
  const granularity = query.granularity ?? 'day';
  const current = dayRange(query.from, query.to);
  const days = current.toDay - current.fromDay + 1;
  const previous = { fromDay: current.fromDay - days, toDay: current.fromDay - 1 };
  const [users, activity, releases, artists, streams] = await Promise.all([
    userFigures(db, previous.fromDay, current.toDay),
    activeUserDays(db, previous.fromDay, current.toDay),
    releaseFigures(db, previous.fromDay, current),
    artistFigures(db),
    rosterDailyStreams(db, PLATFORMS, previous.fromDay, current.toDay),
  ]);

  const inPeriod = (day: number, period: Period) => day >= period.fromDay && day <= period.toDay;
  const countIn = (perDay: Map<number, number>, period: Period) => sum([...perDay].filter(([day]) => inPeriod(day, period)).map(([, count]) => count));
  const activeIn = (period: Period) => new Set(activity.filter((row) => inPeriod(row.day, period)).map((row) => row.userId)).size;
  const streamsIn = (period: Period) => PLATFORMS.map((platform) => sum(streams.get(platform)!.slice(period.fromDay - previous.fromDay, period.toDay - previous.fromDay + 1)));
  const revenueOf = (perPlatform: number[]) => earningsOf(PLATFORMS.map((platform, index) => ({ platform, streams: perPlatform[index]! })), rates);

  const buckets = bucketsOf(current.fromDay, current.toDay, granularity);
  const series = buckets.starts.map((start, index) => {
    const end = buckets.starts[index + 1] ?? current.toDay + 1;
    const bucket = { fromDay: start, toDay: end - 1 };
    const perPlatform = streamsIn(bucket);
    return {
      date: dayString(start),
      newUsers: countIn(users.newPerDay, bucket),
      activeUsers: activeIn(bucket),
      releasesCreated: countIn(releases.createdPerDay, bucket),
      streams: sum(perPlatform),
      estimatedRevenue: estimated(revenueOf(perPlatform)),
    };
  });

  const currentStreams = streamsIn(current);
  const previousStreams = streamsIn(previous);
  const byStatus = DISPLAY_STATUSES.map((status) => ({ status, count: releases.createdByStatus.get(status) ?? 0 }));
  return {
    from: dayString(current.fromDay),
    to: dayString(current.toDay),
    granularity,
    users: { ...users.totals, new: countIn(users.newPerDay, current), active: activeIn(current) },
    artists,
    releases: { total: releases.total, created: countIn(releases.createdPerDay, current), byStatus },
    streams: {
      total: sum(currentStreams),
      byPlatform: PLATFORMS.map((platform, index) => ({
        platform,
        streams: currentStreams[index]!,
        estimatedEarnings: estimated(currentStreams[index]! * rateOf(rates, platform)),
      })),
    },
    estimatedRevenue: estimated(revenueOf(currentStreams)),
    series,
    previous: {
      from: dayString(previous.fromDay),
      to: dayString(previous.toDay),
      newUsers: countIn(users.newPerDay, previous),
      activeUsers: activeIn(previous),
      releasesCreated: countIn(releases.createdPerDay, previous),
      streams: sum(previousStreams),
      estimatedRevenue: estimated(revenueOf(previousStreams)),
    },
  };
}

async function userFigures(db: Queryable, fromDay: number, toDay: number) {
  const end = startOf(toDay + 1);
  const [totals, created] = await Promise.all([
    // The accounts that existed at the end of the range.
    db.query<{ total: number; distributed: number; admins: number; investors: number }>(
      `select count(*)::int as total,
              count(*) filter (where is_distributed)::int as distributed,
              count(*) filter (where 'ADMIN' = any(roles))::int as admins,
              count(*) filter (where 'INVESTOR' = any(roles))::int as investors
         from users where created_at < $1`,
      [end],
    ),
    db.query<{ day: number; count: number }>(
      `select ${dayOf('created_at')} as day, count(*)::int as count from users where created_at >= $1 and created_at < $2 group by 1`,
      [startOf(fromDay), end],
    ),
  ]);
  return { totals: totals.rows[0]!, newPerDay: new Map(created.rows.map((row) => [row.day, row.count])) };
}

/**
 * Each (user, day) with a sign-in, a sighting (last seen, last sign-in) or recorded use of the app
 * (behavioural events, so this agrees with the behavioural page's active people) in fromDay…toDay.
 */
async function activeUserDays(db: Queryable, fromDay: number, toDay: number): Promise<{ userId: string; day: number }[]> {
  const { rows } = await db.query<{ user_id: string; day: number }>(
    `select user_id, ${dayOf('at')} as day from sign_ins where at >= $1 and at < $2
     union
     select id, ${dayOf('last_seen_at')} from users where last_seen_at >= $1 and last_seen_at < $2
     union
     select id, ${dayOf('last_login_at')} from users where last_login_at >= $1 and last_login_at < $2
     union
     select user_id, (day - date '1970-01-01') from behavior_daily_users where day >= $1::date and day < $2::date`,
    [startOf(fromDay), startOf(toDay + 1)],
  );
  return rows.map((row) => ({ userId: row.user_id, day: row.day }));
}

/** Releases created per day from fromDay, the current status of those created in the range, and the total at its end. */
async function releaseFigures(db: Queryable, fromDay: number, range: Period) {
  const { toDay } = range;
  const [created, total] = await Promise.all([
    db.query<{ day: number; status: DisplayStatus; count: number }>(
      `select ${dayOf('r.created_at')} as day,
              case when r.status = 'DRAFT' and cardinality(r.missing_fields) > 0 then 'INCOMPLETE' else r.status end as status,
              count(*)::int as count
         from releases r where r.created_at >= $1 and r.created_at < $2 group by 1, 2`,
      [startOf(fromDay), startOf(toDay + 1)],
    ),
    db.query<{ total: number }>('select count(*)::int as total from releases where created_at < $1', [startOf(toDay + 1)]),
  ]);
  const createdPerDay = new Map<number, number>();
  const createdByStatus = new Map<DisplayStatus, number>();
  for (const row of created.rows) {
    createdPerDay.set(row.day, (createdPerDay.get(row.day) ?? 0) + row.count);
    // The rows span the previous period too; the status split is of the range's releases only.
    if (row.day >= range.fromDay) createdByStatus.set(row.status, (createdByStatus.get(row.status) ?? 0) + row.count);
  }
  return { total: total.rows[0]!.total, createdPerDay, createdByStatus };
}

async function artistFigures(db: Queryable): Promise<Analytics['artists']> {
  const { rows } = await db.query<Analytics['artists']>(
    `select (select count(*)::int from artists) as total,
            (select count(distinct artist_id)::int from user_artists) as "onRosters",
            (select count(distinct ua.artist_id)::int from user_artists ua
              where exists (select 1 from jsonb_each(ua.verified) e where e.value = 'true'::jsonb)) as verified`,
  );
  return rows[0]!;
}
