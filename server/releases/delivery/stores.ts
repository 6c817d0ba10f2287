import type { Queryable } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';

export const STORE_MESSAGES = {
  unknown: (keys: string[]) => `There is no store ${keys.join(', ')}: choose stores from GET /dsp-sources/distribution.`,
  comingSoon: (keys: string[]) => `${keys.join(', ')} cannot be chosen yet (coming soon).`,
} as const;

/** Every store a release can go to now (distribution sources without a COMING_SOON notice), by priority. */
export async function availableStores(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `select key from distribution_sources where notice is distinct from 'COMING_SOON' order by priority, key`,
  );
  return rows.map((row) => row.key);
}

/** The stores of a delivery request: the chosen ones (400 for unknown or coming-soon keys), or all available. */
export async function chosenStores(db: Queryable, requested: readonly string[] | undefined): Promise<string[]> {
  if (requested === undefined) return availableStores(db);
  const { rows } = await db.query<{ key: string; notice: string | null }>('select key, notice from distribution_sources where key = any($1::text[])', [requested]);
  const known = new Map(rows.map((row) => [row.key, row.notice]));
  const unknown = requested.filter((key) => !known.has(key));
  if (unknown.length > 0) throw new HttpError(400, STORE_MESSAGES.unknown(unknown));
  const comingSoon = requested.filter((key) => known.get(key) === 'COMING_SOON');
  if (comingSoon.length > 0) throw new HttpError(400, STORE_MESSAGES.comingSoon(comingSoon));
  return [...requested];
}
