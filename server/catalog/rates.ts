import type { Queryable } from '../db/index.js';
import { cached, invalidate } from './cache.js';
import type { PayoutSource } from './platforms.js';

export type Rates = Partial<Record<PayoutSource, number>>;

/** The system per-stream rates (a source without a row has no rate: its figures are 0). */
export function loadRates(db: Queryable): Promise<Rates> {
  return cached(db, 'rates', false, async () => {
    const { rows } = await db.query<{ source: PayoutSource; per_stream: string }>('select source, per_stream from system_payout_rates');
    return Object.fromEntries(rows.map((row) => [row.source, Number(row.per_stream)])) as Rates;
  });
}

export function rateOf(rates: Rates, source: PayoutSource): number {
  return rates[source] ?? 0;
}

export function ratesChanged(db: Queryable): void {
  invalidate(db);
}

