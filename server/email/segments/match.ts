import type { Queryable } from '../../db/index.js';

// Placeholder: the email engine (segments and campaigns, issue #14) replaces this file with the
// real rule matcher. The signatures are the agreed interface; keep them.

/** Whether the user matches the segment's rules (none match until segments exist). */
export async function userInSegment(_db: Queryable, _segmentId: string, _userId: string): Promise<boolean> {
  return false;
}

/** Whether a segment with this id exists (false while the segments table does not). */
export async function segmentExists(db: Queryable, segmentId: string): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(`select to_regclass('email_segments') is not null as present`);
  if (!rows[0]?.present) return false;
  const found = await db.query('select 1 from email_segments where id = $1', [segmentId]);
  return found.rows.length > 0;
}
