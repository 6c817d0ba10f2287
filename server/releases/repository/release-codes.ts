import type { Queryable } from '../../db/index.js';

/**
 * The code registry (release_codes): every UPC and ISRC a release ever held, so that a code is
 * never given to a second release, and the counters codes are issued from.
 */

export interface CodeClaim {
  type: 'UPC' | 'ISRC';
  code: string;
  releaseId: string;
  trackPosition: number | null;
}

/** Why a code was not registered: another release holds (or held) it, or it was detached and retired. */
export type CodeRefusal = 'taken' | 'retired';

/**
 * Registers a code for the release: the one way into release_codes. A code any other release ever
 * held, or a retired one, is refused; with `keepOwn` (the release's own values being written) a
 * code the release holds stays its own, at its new track position and title.
 */
export async function registerCode(tx: Queryable, claim: CodeClaim, { keepOwn }: { keepOwn: boolean }): Promise<CodeRefusal | null> {
  const { rows } = await tx.query(
    `insert into release_codes (type, code, release_id, track_position, release_title, assigned_at)
     select $1, $2, $3, $4, title, now() from releases where id = $3
     on conflict (code) do update set track_position = excluded.track_position, release_title = excluded.release_title
       where $5::boolean and release_codes.release_id = excluded.release_id and release_codes.retired_at is null
     returning id`,
    [claim.type, claim.code, claim.releaseId, claim.trackPosition, keepOwn],
  );
  if (rows.length > 0) return null;
  const { rows: holder } = await tx.query<{ retired_at: Date | null }>('select retired_at from release_codes where code = $1', [claim.code]);
  return holder[0]?.retired_at ? 'retired' : 'taken';
}

/** Retires the release's codes not in `kept` (all of them when it is being deleted). */
export async function retireDetached(tx: Queryable, releaseId: string, kept: readonly string[] = []): Promise<void> {
  await tx.query('update release_codes set retired_at = now() where release_id = $1 and retired_at is null and code <> all($2::text[])', [releaseId, kept]);
}

/** Retires one code: it is never issued or accepted again. */
export async function retireCode(tx: Queryable, code: string): Promise<void> {
  await tx.query('update release_codes set retired_at = now() where code = $1 and retired_at is null', [code]);
}

/** Takes the next number of a range atomically (two requests at once never get the same one). */
export async function nextNumber(tx: Queryable, scope: string): Promise<number> {
  const { rows } = await tx.query<{ value: string }>(
    `insert into code_counters (scope, next_value) values ($1, 1)
     on conflict (scope) do update set next_value = code_counters.next_value + 1
     returning next_value - 1 as value`,
    [scope],
  );
  return Number(rows[0]!.value);
}

/** How many numbers of each scope were taken. */
export async function numbersTaken(db: Queryable, scopes: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ scope: string; next_value: string }>('select scope, next_value from code_counters where scope = any($1::text[])', [scopes]);
  return new Map(rows.map((row) => [row.scope, Number(row.next_value)]));
}

/** The release's tracks with their codes (read under the release's lock). */
export async function trackCodes(tx: Queryable, releaseId: string): Promise<{ position: number; isrc: string | null; title: string | null }[]> {
  const { rows } = await tx.query<{ position: number; isrc: string | null; title: string | null }>(
    'select position, isrc, title from release_tracks where release_id = $1 order by position',
    [releaseId],
  );
  return rows;
}

/** Gives the release its UPC. */
export async function setReleaseUpc(tx: Queryable, releaseId: string, upc: string): Promise<void> {
  await tx.query('update releases set upc = $2, updated_at = now() where id = $1', [releaseId, upc]);
}

/** Gives a track its ISRC (or none); a single's one track and the release carry the same one. */
export async function setTrackIsrc(tx: Queryable, release: { id: string; format: string }, position: number, isrc: string | null): Promise<void> {
  await tx.query('update release_tracks set isrc = $3 where release_id = $1 and position = $2', [release.id, position, isrc]);
  if (release.format === 'SINGLE' && position === 0) await tx.query('update releases set isrc = $2 where id = $1', [release.id, isrc]);
}

/** Marks the release as changed now (its codes changed). */
export async function touchRelease(tx: Queryable, releaseId: string): Promise<void> {
  await tx.query('update releases set updated_at = now() where id = $1', [releaseId]);
}

/** Whether the stores have had the release: it is DELIVERED or ONLINE, or a live delivery of it did not fail. */
export async function wasDelivered(tx: Queryable, releaseId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from releases where id = $1 and status in ('DELIVERED', 'ONLINE')
     union all
     select 1 from deliveries where release_id = $1 and environment = 'PRODUCTION' and status <> 'FAILED' limit 1`,
    [releaseId],
  );
  return rows.length > 0;
}
