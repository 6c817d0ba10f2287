import type { Queryable } from '../../db/index.js';
import { type Page, pageWindow, selectPage } from '../../db/paging.js';
import { contractView } from '../../db/rows.js';
import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import { IS_SUBSCRIBED, likePattern, SqlParams } from '../sql.js';
import { compileRules, type SegmentMatch, type SegmentRule, SEGMENT_MESSAGES } from './rules.js';

type EmailSegment = components['schemas']['EmailSegment'];
type SubscriberBrief = components['schemas']['EmailSubscriberBrief'];
export type SegmentInput = components['schemas']['EmailSegmentInput'];

const RECOUNT_AFTER_MS = 5 * 60 * 1000;

interface SegmentRow {
  id: string;
  name: string;
  description: string | null;
  match: SegmentMatch;
  rules: SegmentRule[];
  subscriber_count: number;
  counted_at: Date;
  created_at: Date;
  updated_at: Date;
}

/** The columns a segment is answered from: named, so that a column added later is not answered unseen. */
const SEGMENT_COLUMNS = 'id, name, description, match, rules, subscriber_count, counted_at, created_at, updated_at';

const toSegment = (row: SegmentRow): EmailSegment => contractView(row);

/** Subscribed addresses matching the rules, and the first few of them. */
export async function previewSegment(db: Queryable, rules: SegmentRule[], match: SegmentMatch, sampleSize = 5): Promise<{ subscriberCount: number; sample: SubscriberBrief[] }> {
  const params = new SqlParams();
  const condition = compileRules(rules, match, params);
  const from = `from email_subscribers s left join users u on u.id = s.user_id where ${IS_SUBSCRIBED} and ${condition}`;
  const { rows: counted } = await db.query<{ count: number }>(`select count(*)::int as count ${from}`, params.values);
  const { rows } = await db.query<{ id: string; email: string; first_name: string | null; last_name: string | null }>(
    `select s.id, s.email, s.first_name, s.last_name ${from} order by s.created_at desc, s.id desc limit ${sampleSize}`,
    params.values,
  );
  return {
    subscriberCount: counted[0]!.count,
    sample: rows.map((row) => ({ _id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name })),
  };
}

async function nameTaken(db: Queryable, name: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await db.query('select 1 from email_segments where lower(name) = lower($1) and id is distinct from $2', [name, exceptId]);
  return rows.length > 0;
}

export async function createSegment(db: Queryable, input: SegmentInput): Promise<EmailSegment> {
  const match = input.match ?? 'all';
  const { subscriberCount } = await previewSegment(db, input.rules, match, 0);
  const name = input.name.trim();
  if (await nameTaken(db, name, null)) throw new HttpError(409, SEGMENT_MESSAGES.nameTaken);
  const { rows } = await db.query<SegmentRow>(
    `insert into email_segments (name, description, match, rules, subscriber_count) values ($1, $2, $3, $4, $5) returning ${SEGMENT_COLUMNS}`,
    [name, input.description?.trim() || null, match, JSON.stringify(input.rules), subscriberCount],
  );
  return toSegment(rows[0]!);
}

export async function updateSegment(db: Queryable, segmentId: string, input: SegmentInput): Promise<EmailSegment> {
  await segmentRowOr404(db, segmentId);
  const match = input.match ?? 'all';
  const { subscriberCount } = await previewSegment(db, input.rules, match, 0);
  const name = input.name.trim();
  if (await nameTaken(db, name, segmentId)) throw new HttpError(409, SEGMENT_MESSAGES.nameTaken);
  const { rows } = await db.query<SegmentRow>(
    `update email_segments set name = $2, description = $3, match = $4, rules = $5, subscriber_count = $6, counted_at = now(), updated_at = now()
      where id = $1 returning ${SEGMENT_COLUMNS}`,
    [segmentId, name, input.description?.trim() || null, match, JSON.stringify(input.rules), subscriberCount],
  );
  return toSegment(rows[0]!);
}

async function segmentRowOr404(db: Queryable, segmentId: string): Promise<SegmentRow> {
  const { rows } = await db.query<SegmentRow>(`select ${SEGMENT_COLUMNS} from email_segments where id = $1`, [segmentId]);
  if (!rows[0]) throw new HttpError(404, SEGMENT_MESSAGES.notFound);
  return rows[0];
}

/** The segment as stored, its count recomputed when older than 5 minutes. */
async function freshSegment(db: Queryable, row: SegmentRow): Promise<EmailSegment> {
  if (Date.now() - row.counted_at.getTime() <= RECOUNT_AFTER_MS) return toSegment(row);
  let count: number;
  try {
    count = (await previewSegment(db, row.rules, row.match, 0)).subscriberCount;
  } catch {
    return toSegment(row);
  }
  const { rows } = await db.query<SegmentRow>(`update email_segments set subscriber_count = $2, counted_at = now() where id = $1 returning ${SEGMENT_COLUMNS}`, [row.id, count]);
  return toSegment(rows[0]!);
}

export async function getSegment(db: Queryable, segmentId: string): Promise<EmailSegment> {
  return freshSegment(db, await segmentRowOr404(db, segmentId));
}

export async function listSegments(db: Queryable, query: { page?: number; limit?: number; search?: string }): Promise<Page<EmailSegment>> {
  const search = query.search?.trim() ?? '';
  const where = search ? `where lower(name) like $1 or lower(coalesce(description, '')) like $1` : '';
  return selectPage<SegmentRow, EmailSegment>(
    db,
    {
      select: SEGMENT_COLUMNS,
      from: `from email_segments ${where}`,
      params: search ? [likePattern(search)] : [],
      order: 'lower(name), id',
      view: async (rows) => {
        const items: EmailSegment[] = [];
        for (const row of rows) items.push(await freshSegment(db, row));
        return items;
      },
    },
    pageWindow(query),
  );
}

export async function deleteSegment(db: Queryable, segmentId: string): Promise<void> {
  await segmentRowOr404(db, segmentId);
  const { rows } = await db.query(`select 1 from email_campaigns where segment_id = $1 and status in ('scheduled', 'sending') limit 1`, [segmentId]);
  if (rows.length > 0) throw new HttpError(409, SEGMENT_MESSAGES.inUse);
  await db.query('delete from email_segments where id = $1', [segmentId]);
}
