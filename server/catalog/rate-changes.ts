import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import type { PayoutSource } from './platforms.js';
import type { Rates } from './rates.js';

type Schemas = components['schemas'];
type Change = Schemas['PayoutRateChange']['changes'][number];

/** The stored rates, read under lock so that two saves at once record their differences in turn. */
export async function ratesForUpdate(tx: Queryable): Promise<Rates> {
  const { rows } = await tx.query<{ source: PayoutSource; per_stream: string }>('select source, per_stream from system_payout_rates order by source for update');
  return Object.fromEntries(rows.map((row) => [row.source, Number(row.per_stream)])) as Rates;
}

/** Rates are stored with six decimals: a value equal at that precision is no change. */
const stored = (rate: number | undefined) => (rate === undefined ? null : Math.round(rate * 1e6) / 1e6);

export function rateDifferences(before: Rates, after: Rates): Change[] {
  const sources = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort() as PayoutSource[];
  return sources
    .map((source) => ({ source, from: stored(before[source]), to: stored(after[source]) }))
    .filter((change) => change.from !== change.to);
}

/** One line of the history per save that changed something. */
export async function recordRateChanges(tx: Queryable, userId: string, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.query('insert into payout_rate_changes (changed_by, changes) values ($1, $2)', [userId, JSON.stringify(changes)]);
}

export async function listRateChanges(db: Queryable, { page = 1, limit = 25 }: { page?: number; limit?: number }): Promise<Schemas['PayoutRateChangePage']> {
  const [items, counted] = await Promise.all([
    db.query<{ id: string; at: Date; changes: Change[]; user_id: string | null; email: string | null; name: string | null; photo_url: string | null }>(
      `select c.id, c.at, c.changes, u.id as user_id, u.email, nullif(trim(u.first_name || ' ' || u.last_name), '') as name, u.photo_url
         from payout_rate_changes c left join users u on u.id = c.changed_by
        order by c.at desc, c.id desc limit ${limit} offset ${(page - 1) * limit}`,
    ),
    db.query<{ total: number }>('select count(*)::int as total from payout_rate_changes'),
  ]);
  return {
    items: items.rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      by: row.user_id ? { _id: row.user_id, email: row.email!, name: row.name ?? row.email!, photoURL: row.photo_url } : null,
      changes: row.changes,
    })),
    page,
    limit,
    total: counted.rows[0]!.total,
  };
}
