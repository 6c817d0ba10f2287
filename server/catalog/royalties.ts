import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { namePattern } from './artists.js';
import { estimated } from './platforms.js';
import { type Rates, rateOf } from './rates.js';
import { dayString, utcDayNumber } from './synthetic-streams.js';

type Schemas = components['schemas'];
type Status = Schemas['UnclaimedRoyaltyStatus'];

interface RoyaltyRow {
  id: string;
  artist_id: string;
  recording_title: string;
  performer_name: string;
  isrc: string | null;
  work_title: string | null;
  iswc: string | null;
  period: string;
  platform: Schemas['Platform'] | null;
  streams: number;
  status: Status;
  status_updated_at: Date | null;
  rejection_reason: string | null;
  artist_name: string;
  artist_image: string | null;
  artist_spotify_id: string | null;
}

const ORDER = { amount: 'u.streams desc, u.id', latest: 'u.period desc, u.id', title: 'u.recording_title, u.id' } as const;

export interface RoyaltyQuery {
  page?: number;
  limit?: number;
  search?: string;
  status?: Status;
  sortBy?: keyof typeof ORDER;
  artistId?: string;
  minAmount?: number;
}

/** A page of unclaimed royalty lines; amounts are streams × the MLC rate (estimates). */
export async function pageOfRoyalties(db: Queryable, rates: Rates, query: RoyaltyQuery) {
  const { page = 1, limit = 25, search, status, sortBy = 'amount', artistId, minAmount } = query;
  const mlcRate = rateOf(rates, 'MLC');
  const params: unknown[] = [];
  const conditions = ['true'];
  if (artistId) conditions.push(`u.artist_id = $${params.push(artistId)}`);
  if (status) conditions.push(`u.status = $${params.push(status)}`);
  if (search?.trim()) {
    const pattern = namePattern(search);
    conditions.push(`(lower(u.recording_title) like $${params.push(pattern)} or lower(u.performer_name) like $${params.length} or u.isrc = upper($${params.push(search.trim())}))`);
  }
  if (minAmount !== undefined) conditions.push(`u.streams * $${params.push(mlcRate)}::numeric >= $${params.push(minAmount)}`);
  const where = conditions.join(' and ');
  const [items, totals] = await Promise.all([
    db.query<RoyaltyRow>(
      `select u.*, a.name as artist_name, a.image as artist_image, a.spotify_id as artist_spotify_id
         from unclaimed_royalties u join artists a on a.id = u.artist_id
        where ${where} order by ${ORDER[sortBy]} limit ${limit} offset ${(page - 1) * limit}`,
      params,
    ),
    db.query<{ total: number; streams: number }>(`select count(*)::int as total, coalesce(sum(u.streams), 0)::bigint as streams from unclaimed_royalties u where ${where}`, params),
  ]);
  const summary = totals.rows[0]!;
  return {
    items: items.rows.map((row) => ({
      _id: row.id,
      artistId: row.artist_id,
      recordingTitle: row.recording_title,
      performerName: row.performer_name,
      isrc: row.isrc,
      workTitle: row.work_title,
      iswc: row.iswc,
      period: row.period,
      source: 'MLC' as const,
      platform: row.platform,
      streams: Number(row.streams),
      estimatedAmount: estimated(Number(row.streams) * mlcRate),
      status: row.status,
      statusUpdatedAt: row.status_updated_at?.toISOString() ?? null,
      rejectionReason: row.rejection_reason,
      artist: { _id: row.artist_id, name: row.artist_name, image: row.artist_image, spotifyId: row.artist_spotify_id },
    })),
    page,
    limit,
    total: summary.total,
    totalEstimatedAmount: estimated(Number(summary.streams) * mlcRate),
  };
}

const USAGE_ORDER = { period: 'period desc, platform, territory', streams: 'streams desc, period desc', revenue: 'revenue desc, period desc' } as const;

export interface UsageQuery {
  page?: number;
  limit?: number;
  from?: string;
  to?: string;
  platform?: Schemas['Platform'];
  territory?: string;
  sortBy?: keyof typeof USAGE_ORDER;
}

/**
 * Which usage rows a report covers: a relation with the usage_reports columns (period, platform,
 * territory, streams, downloads) and any `columns` the report adds, narrowed by `conditions`.
 */
export interface UsageScope {
  relation: string;
  conditions: string[];
  params: unknown[];
  /** Extra select list, each entry starting with a comma. */
  columns: string;
  /** Keeps the order stable where the report's rows share period, platform and territory. */
  tieBreak: string;
}

interface UsageRowBase {
  period: string;
  platform: Schemas['Platform'];
  territory: string;
  streams: number;
  downloads: number;
  revenue: string;
}

/** A page of usage rows within `scope`, priced at `rates` (estimates), months `from`…`to` (default: the latest twelve). */
export async function usagePage<Extra extends object>(db: Queryable, rates: Rates, scope: UsageScope, query: UsageQuery) {
  const { page = 1, limit = 25, platform, territory, sortBy = 'period' } = query;
  const params = [...scope.params];
  const inScope = scope.conditions.length > 0 ? scope.conditions.join(' and ') : 'true';
  const latest = (await db.query<{ period: string | null }>(`select max(period) as period from ${scope.relation} where ${inScope}`, params)).rows[0]?.period;
  const to = query.to ?? latest ?? new Date().toISOString().slice(0, 7);
  const [year, month] = to.split('-').map(Number) as [number, number];
  // Twelve months up to `to`, not before year 0 (the contract's months have four digits).
  const from = query.from ?? (year * 12 + month - 12 < 0 ? '0000-01' : dayString(utcDayNumber(year, month - 12, 1)).slice(0, 7));
  const conditions = [...scope.conditions, `period between $${params.push(from)} and $${params.push(to)}`];
  if (platform) conditions.push(`platform = $${params.push(platform)}`);
  if (territory) conditions.push(`territory = $${params.push(territory)}`);
  const rows = `select period, platform, territory, streams, downloads,
                       streams * coalesce(($${params.push(JSON.stringify(rates))}::jsonb ->> platform)::numeric, 0) as revenue ${scope.columns}
                  from ${scope.relation} where ${conditions.join(' and ')}`;
  const [items, totals] = await Promise.all([
    db.query<UsageRowBase & Extra>(`${rows} order by ${USAGE_ORDER[sortBy]}${scope.tieBreak} limit ${limit} offset ${(page - 1) * limit}`, params),
    db.query<{ total: number; streams: number; downloads: number; revenue: string }>(
      `select count(*)::int as total, coalesce(sum(streams), 0)::bigint as streams, coalesce(sum(downloads), 0)::bigint as downloads,
              coalesce(sum(revenue), 0) as revenue from (${rows}) r`,
      params,
    ),
  ]);
  const summary = totals.rows[0]!;
  return {
    rows: items.rows.map((row) => ({
      ...row,
      usage: {
        period: row.period,
        platform: row.platform,
        territory: row.territory,
        streams: Number(row.streams),
        downloads: Number(row.downloads),
        estimatedRevenue: estimated(Number(row.revenue)),
      },
    })),
    page,
    limit,
    total: summary.total,
    totals: { streams: Number(summary.streams), downloads: Number(summary.downloads), estimatedRevenue: estimated(Number(summary.revenue)) },
  };
}

/** One artist's usage report (getArtistUsageReport). */
export async function usageReport(db: Queryable, rates: Rates, artistId: string, query: UsageQuery): Promise<Schemas['UsageReportPage']> {
  const { rows, ...page } = await usagePage(db, rates, { relation: 'usage_reports', conditions: ['artist_id = $1'], params: [artistId], columns: '', tieBreak: '' }, query);
  return { ...page, items: rows.map((row) => row.usage) };
}
