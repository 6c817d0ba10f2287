import type { Queryable } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';
import { recordOf, type RowOf } from '../../db/rows.js';
import type { ReleaseRecord, ReleaseStatus, StatusChange } from '../release-types.js';
import { recordStatusChange } from './release-history.js';
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

/** What a move changes on the release row. */
export type MovedRelease = Pick<ReleaseRecord, 'status' | 'reviewNote' | 'submittedAt' | 'deliveredAt' | 'updatedAt'>;

/**
 * Moves the release to `to`, keeps (or clears) its review note and records the move (call inside a
 * transaction, after the state machine allowed it); answers what changed on the row and the change.
 */
export async function setReleaseStatus(
  tx: Queryable,
  move: { releaseId: string; by: string | null; from: ReleaseStatus; to: ReleaseStatus; reviewNote: string | null; reason?: string | null; byPartner?: boolean },
): Promise<{ release: MovedRelease; change: StatusChange }> {
  const { rows } = await tx.query<RowOf<MovedRelease>>(
    `update releases set status = $2, review_note = $3, updated_at = now(),
       submitted_at = case when $2 = 'PENDING' then now() else submitted_at end,
       delivered_at = case when $2 = 'DELIVERED' then now() else delivered_at end
     where id = $1 returning status, review_note, submitted_at, delivered_at, updated_at`,
    [move.releaseId, move.to, move.reviewNote],
  );
  return { release: recordOf<MovedRelease>(rows[0]!), change: await recordStatusChange(tx, move) };
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
