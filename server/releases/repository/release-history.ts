import type { Queryable } from '../../db/index.js';
import type { ReleaseStatus, StatusChange } from '../release-types.js';

/**
 * The status history of a release as the record reads it, over `source`: the release's stored
 * changes when it is loaded, or the change an insert returned when a move records it.
 */
const HISTORY_SELECT = (source: string) =>
  `select c.at, c.by_user_id, c.by_partner, coalesce(nullif(u.display_name, ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as by_name,
          c.from_status, c.to_status, c.reason
   from ${source} c left join users u on u.id = c.by_user_id order by c.at, c.id`;

type ChangeRow = { at: Date; by_user_id: string | null; by_name: string | null; by_partner: boolean; from_status: ReleaseStatus | null; to_status: ReleaseStatus; reason: string | null };

const change = (row: ChangeRow): StatusChange => ({
  at: row.at,
  by: row.by_user_id,
  byName: row.by_partner ? 'Delivery partner' : (row.by_name ?? 'A deleted account'),
  from: row.from_status,
  to: row.to_status,
  reason: row.reason,
});

export async function readHistory(db: Queryable, releaseId: string): Promise<StatusChange[]> {
  const { rows } = await db.query<ChangeRow>(HISTORY_SELECT('(select * from release_status_changes where release_id = $1)'), [releaseId]);
  return rows.map(change);
}

/** Records a status change (call inside a transaction) and answers it as the history shows it. */
export async function recordStatusChange(
  tx: Queryable,
  move: { releaseId: string; by: string | null; from: ReleaseStatus | null; to: ReleaseStatus; reason?: string | null; at?: Date; byPartner?: boolean },
): Promise<StatusChange> {
  const { rows } = await tx.query<ChangeRow>(
    `with written as (
       insert into release_status_changes (release_id, by_user_id, from_status, to_status, reason, at, by_partner)
       values ($1, $2, $3, $4, $5, coalesce($6, now()), $7) returning *)
     ${HISTORY_SELECT('written')}`,
    [move.releaseId, move.by, move.from, move.to, move.reason ?? null, move.at ?? null, move.byPartner ?? false],
  );
  return change(rows[0]!);
}
