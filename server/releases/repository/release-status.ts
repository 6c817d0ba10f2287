import type { Queryable } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';
import type { ReleaseStatus } from '../release-types.js';
import { retireDetached } from './release-codes.js';

const LOCK_MESSAGES = {
  changedMeanwhile: 'The release changed status meanwhile: load it again.',
} as const;

/** What a locked release row holds that its callers decide by. */
interface LockedRelease {
  status: ReleaseStatus;
  upc: string | null;
  format: string;
}

/**
 * Locks the release row until the transaction ends (call inside one): writes, moves and deliveries
 * of one release happen one at a time. Null when there is no such release.
 */
export async function lockRelease(tx: Queryable, id: string): Promise<LockedRelease | null> {
  const { rows } = await tx.query<LockedRelease>('select status, upc, format from releases where id = $1 for update', [id]);
  return rows[0] ?? null;
}

/** Locks the release and answers 409 unless it is still in the status it was read in (gone counts as changed). */
export async function lockUnchanged(tx: Queryable, id: string, seen: ReleaseStatus): Promise<void> {
  if ((await lockRelease(tx, id))?.status !== seen) throw new HttpError(409, LOCK_MESSAGES.changedMeanwhile);
}

export async function recordStatusChange(
  tx: Queryable,
  change: { releaseId: string; by: string | null; from: ReleaseStatus | null; to: ReleaseStatus; reason?: string | null; at?: Date; byPartner?: boolean },
): Promise<void> {
  await tx.query(
    `insert into release_status_changes (release_id, by_user_id, from_status, to_status, reason, at, by_partner)
     values ($1, $2, $3, $4, $5, coalesce($6, now()), $7)`,
    [change.releaseId, change.by, change.from, change.to, change.reason ?? null, change.at ?? null, change.byPartner ?? false],
  );
}

/** Moves the release to `to` and records the move (call inside a transaction, after the state machine allowed it). */
export async function setReleaseStatus(
  tx: Queryable,
  change: { releaseId: string; by: string | null; from: ReleaseStatus; to: ReleaseStatus; reason?: string | null; byPartner?: boolean },
): Promise<void> {
  await tx.query(
    `update releases set status = $2, updated_at = now(),
       submitted_at = case when $2 = 'PENDING' then now() else submitted_at end,
       delivered_at = case when $2 = 'DELIVERED' then now() else delivered_at end
     where id = $1`,
    [change.releaseId, change.to],
  );
  await recordStatusChange(tx, change);
}


/** The review note a move keeps (or clears); answers when the release changed. */
export async function setReviewNote(tx: Queryable, id: string, note: string | null): Promise<Date> {
  const { rows } = await tx.query<{ updated_at: Date }>('update releases set review_note = $2 where id = $1 returning updated_at', [id, note]);
  return rows[0]!.updated_at;
}

/** Deletes the release (children and history cascade); answers the storage keys it owned. */
export async function deleteReleaseRow(tx: Queryable, id: string): Promise<string[]> {
  const { rows } = await tx.query<{ storage_key: string }>('select storage_key from release_files where release_id = $1', [id]);
  await retireDetached(tx, id);
  await tx.query('delete from releases where id = $1', [id]);
  return rows.map((row) => row.storage_key);
}

/** Keys in `keys` that no release owns any more (safe to remove from storage). */
export async function unownedKeys(db: Queryable, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<{ storage_key: string }>('select storage_key from release_files where storage_key = any($1::text[])', [keys]);
  const owned = new Set(rows.map((row) => row.storage_key));
  return keys.filter((key) => !owned.has(key));
}
