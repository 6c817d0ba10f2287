import type { Queryable } from '../db/index.js';
import { cached, invalidate } from './cache.js';
import type { PayoutSource } from './platforms.js';

export type Rates = Partial<Record<PayoutSource, number>>;

/**
 * How long an instance keeps the rates: the instance that changes them forgets them at once
 * (ratesChanged), the others within these 5 s (as sessions). Five minutes, as before, let a
 * second instance price figures at the old rates that long.
 */
const RATES_TTL_MS = 5_000;

/** The system per-stream rates (a source without a row has no rate: its figures are 0). */
export function loadRates(db: Queryable): Promise<Rates> {
  return cached(
    db,
    'rates',
    false,
    async () => {
      const { rows } = await db.query<{ source: PayoutSource; per_stream: string }>('select source, per_stream from system_payout_rates');
      return Object.fromEntries(rows.map((row) => [row.source, Number(row.per_stream)])) as Rates;
    },
    { ttlMs: RATES_TTL_MS },
  );
}

/** The rates as part of a cache key: a figure priced at them is priced afresh, on every instance, once they change. */
export function ratesKey(rates: Rates): string {
  return JSON.stringify(Object.entries(rates).sort(([a], [b]) => a.localeCompare(b)));
}

export function rateOf(rates: Rates, source: PayoutSource): number {
  return rates[source] ?? 0;
}

export function ratesChanged(db: Queryable): void {
  invalidate(db);
}

