import { namePattern } from '../../catalog/artists.js';
import { estimated } from '../../catalog/platforms.js';
import { loadRates } from '../../catalog/rates.js';
import type { Queryable } from '../../db/index.js';
import { defineTool } from './types.js';

/** Streams of the 30 days to `streams_updated_at` (the figure the artist lists price as monthly earnings). */
const STREAMS_30D = `(select coalesce(sum(e.value::bigint), 0) from jsonb_each_text(a.streams_30d) e)`;

export const TOP_PERIODS = ['last_30_days', 'latest_month'] as const;
type TopPeriod = (typeof TOP_PERIODS)[number];

export interface TopArtist {
  name: string;
  streams: number;
  estimatedEarnings: { amount: number; currency: 'USD'; estimated: true };
}

async function topByLast30Days(db: Queryable, limit: number): Promise<{ items: TopArtist[]; month: null }> {
  const { rows } = await db.query<{ name: string; streams: string; earnings: string }>(
    `select a.name, ${STREAMS_30D} as streams, a.monthly_earnings as earnings from artists a order by 2 desc, a.id limit ${limit}`,
  );
  return { items: rows.map((row) => ({ name: row.name, streams: Number(row.streams), estimatedEarnings: estimated(Number(row.earnings)) })), month: null };
}

/** The latest reported month of the usage reports (distributed releases; the admin overview counts roster streams instead). */
async function topByLatestMonth(db: Queryable, limit: number): Promise<{ items: TopArtist[]; month: string | null }> {
  const rates = await loadRates(db);
  const { rows } = await db.query<{ name: string; month: string; streams: string; revenue: string }>(
    `select a.name, u.period as month, sum(u.streams)::bigint as streams,
            sum(u.streams * coalesce(($1::jsonb ->> u.platform)::numeric, 0)) as revenue
       from usage_reports u join artists a on a.id = u.artist_id
      where u.period = (select max(period) from usage_reports)
      group by a.id, a.name, u.period order by 3 desc, a.id limit ${limit}`,
    [JSON.stringify(rates)],
  );
  const items = rows.map((row) => ({ name: row.name, streams: Number(row.streams), estimatedEarnings: estimated(Number(row.revenue)) }));
  return { items, month: rows[0]?.month ?? null };
}

export const topArtistsTool = defineTool({
  name: 'top_artists',
  description:
    'The artists with the most streams, with estimated earnings at the system payout rates: over the last 30 days, or in the latest month of the usage reports.',
  parameters: {
    type: 'object',
    properties: {
      period: { type: 'string', enum: TOP_PERIODS, default: 'last_30_days' },
      limit: { type: 'integer', minimum: 1, maximum: 10, default: 5 },
    },
    additionalProperties: false,
  },
  async run(app, args: { period?: TopPeriod; limit?: number }) {
    const limit = Math.min(Math.max(args.limit ?? 5, 1), 10);
    const period = args.period ?? 'last_30_days';
    const { items, month } = period === 'latest_month' ? await topByLatestMonth(app.db, limit) : await topByLast30Days(app.db, limit);
    return { period, month, artists: items };
  },
});

interface ArtistMatch {
  id: string;
  name: string;
  monthly_listeners: number | null;
  streams: string;
  earnings: string;
  streams_updated_at: Date | null;
}

/** The artist of that name: an exact match (any case) first, else the most listened one containing it. */
async function findArtist(db: Queryable, name: string): Promise<{ match: ArtistMatch | null; others: string[] }> {
  const columns = `a.id, a.name, a.monthly_listeners, ${STREAMS_30D} as streams, a.monthly_earnings as earnings, a.streams_updated_at`;
  const exact = await db.query<ArtistMatch>(
    `select ${columns} from artists a where lower(a.name) = lower($1) order by a.monthly_listeners desc nulls last, a.id limit 1`,
    [name.trim()],
  );
  if (exact.rows[0]) return { match: exact.rows[0], others: [] };
  const { rows } = await db.query<ArtistMatch>(
    `select ${columns} from artists a where lower(a.name) like $1 order by a.monthly_listeners desc nulls last, a.id limit 4`,
    [namePattern(name)],
  );
  return { match: rows[0] ?? null, others: rows.slice(1).map((row) => row.name) };
}

export const artistFiguresTool = defineTool({
  name: 'artist_figures',
  description:
    "One artist's figures by name: streams and estimated earnings over the 30 days of the latest stream report, monthly listeners, and releases by status.",
  parameters: {
    type: 'object',
    properties: { name: { type: 'string', minLength: 1, maxLength: 200, description: 'The artist name, or part of it.' } },
    required: ['name'],
    additionalProperties: false,
  },
  async run(app, args: { name: string }) {
    const { match, others } = await findArtist(app.db, args.name);
    if (!match) return { found: false as const, name: args.name };
    const { rows } = await app.db.query<{ status: string; count: number }>(
      'select status, count(*)::int as count from releases where artist_id = $1 group by status order by status',
      [match.id],
    );
    return {
      found: true as const,
      name: match.name,
      streamsLast30Days: Number(match.streams),
      estimatedEarningsLast30Days: estimated(Number(match.earnings)),
      streamsUpdatedAt: match.streams_updated_at?.toISOString() ?? null,
      monthlyListeners: match.monthly_listeners,
      releases: { total: rows.reduce((total, row) => total + row.count, 0), byStatus: rows },
      otherMatches: others,
    };
  },
});
