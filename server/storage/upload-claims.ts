import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';

/** Longer than any check of a 2 GB file takes: a claim this old was left by an instance that died. */
const STALE_CLAIM = '15 minutes';

export const CLAIM_MESSAGE = 'The upload is already being completed.';

/**
 * Runs `take` while this request alone holds finished upload `id` (the `upload_claims` row, so
 * across instances); 409 when another request holds it. The claim goes when `take` ends.
 */
export async function withUploadClaim<T>(db: Database, id: string, take: () => Promise<T>): Promise<T> {
  const { rows } = await db.query<{ upload_id: string }>(
    `insert into upload_claims (upload_id) values ($1)
     on conflict (upload_id) do update set claimed_at = now() where upload_claims.claimed_at < now() - interval '${STALE_CLAIM}'
     returning upload_id`,
    [id],
  );
  if (rows.length === 0) throw new HttpError(409, CLAIM_MESSAGE);
  try {
    return await take();
  } finally {
    await db.query('delete from upload_claims where upload_id = $1', [id]);
  }
}
