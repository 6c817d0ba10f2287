import type { Queryable } from '../../db/index.js';
import type { components } from '../../generated/openapi.js';
import type { QueryOf } from '../../contract/operations.js';
import { type CodeRanges, codesAvailable } from './codes.js';

type Tag = components['schemas']['Tag'];
type TagQuery = QueryOf<'adminListTags'>;

const ASSIGNED: Record<NonNullable<TagQuery['assignedStatus']>, string | null> = {
  all: null,
  assigned: 'c.retired_at is null and c.release_id is not null',
  unassigned: '(c.retired_at is not null or c.release_id is null)',
};

/** GET /admin/tags: the codes issued or accepted, newest first, and how many are left to issue. */
export async function listTags(db: Queryable, ranges: CodeRanges, query: TagQuery) {
  const params: unknown[] = [];
  const where = [ASSIGNED[query.assignedStatus ?? 'all']];
  if (query.type) where.push(`c.type = $${params.push(query.type)}`);
  const filter = where.filter(Boolean).join(' and ');
  const from = `from release_codes c${filter ? ` where ${filter}` : ''}`;
  const [{ rows: counted }, { rows }, available] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total ${from}`, params),
    db.query<{ id: string; type: Tag['type']; code: string; release_id: string | null; track_position: number | null; release_title: string | null; assigned_at: Date | null; retired_at: Date | null }>(
      `select c.id, c.type, c.code, c.release_id, c.track_position, c.release_title, c.assigned_at, c.retired_at
       ${from} order by c.issued_at desc, c.id desc limit $${params.length + 1}`,
      [...params, query.limit ?? 100],
    ),
    codesAvailable(db, ranges),
  ]);
  const items: Tag[] = rows.map((row) => ({
    _id: row.id,
    type: row.type,
    code: row.code,
    assigned: row.retired_at === null && row.release_id !== null,
    releaseId: row.release_id,
    trackIndex: row.track_position,
    assignedAt: row.assigned_at?.toISOString() ?? null,
    retiredAt: row.retired_at?.toISOString() ?? null,
    releaseTitle: row.release_title,
  }));
  return { items, total: counted[0]?.total ?? 0, available };
}
