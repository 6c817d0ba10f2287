import type { Database, Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { DEFAULT_PAYOUT_RATES, type PayoutSource } from './platforms.js';
import { rateDifferences, ratesForUpdate, recordRateChanges } from './rate-changes.js';
import { type Rates, ratesChanged } from './rates.js';
import { refreshMonthlyEarnings } from './streams.js';

type PayoutRateList = components['schemas']['PayoutRateList'];
type PayoutRate = components['schemas']['PayoutRatesUpdate']['rates'][number];

interface RateRow {
  source: PayoutSource;
  per_stream: string;
  updated_at: Date | null;
  user_id: string | null;
  email: string | null;
  name: string | null;
  photo_url: string | null;
}

/** The stored rates (who set each, and when) beside the defaults. */
export async function payoutRateList(db: Queryable): Promise<PayoutRateList> {
  const { rows } = await db.query<RateRow>(
    `select r.source, r.per_stream, r.updated_at, u.id as user_id, u.email, nullif(trim(u.first_name || ' ' || u.last_name), '') as name, u.photo_url
       from system_payout_rates r left join users u on u.id = r.updated_by order by r.source`,
  );
  return {
    rates: rows.map((row) => ({
      source: row.source,
      perStream: Number(row.per_stream),
      currency: 'USD',
      updatedAt: row.updated_at?.toISOString() ?? null,
      updatedBy: row.user_id ? { _id: row.user_id, email: row.email!, name: row.name ?? row.email!, photoURL: row.photo_url } : null,
    })),
    defaults: Object.entries(DEFAULT_PAYOUT_RATES).map(([source, perStream]) => ({ source: source as PayoutSource, perStream, currency: 'USD' as const })),
  };
}

/**
 * Replaces the rates (a source left out has none any more), records what changed and reprices the
 * artists' monthly earnings, all in one transaction.
 */
export async function savePayoutRates(db: Database, userId: string, rates: readonly PayoutRate[]): Promise<void> {
  const sources = rates.map((rate) => rate.source);
  if (new Set(sources).size !== sources.length) throw new HttpError(422, 'Each source may appear only once.');
  await db.transaction(async (tx) => {
    const before = await ratesForUpdate(tx);
    await tx.query('delete from system_payout_rates where not (source = any($1::text[]))', [sources]);
    await tx.query(
      `insert into system_payout_rates (source, per_stream, updated_at, updated_by)
       select s, p, now(), $3 from unnest($1::text[], $2::numeric[]) as x(s, p)
       on conflict (source) do update set per_stream = excluded.per_stream, updated_at = now(), updated_by = excluded.updated_by`,
      [sources, rates.map((rate) => rate.perStream), userId],
    );
    const after = Object.fromEntries(rates.map((rate) => [rate.source, rate.perStream])) as Rates;
    await recordRateChanges(tx, userId, rateDifferences(before, after));
    await refreshMonthlyEarnings(tx);
  });
  ratesChanged(db);
}
