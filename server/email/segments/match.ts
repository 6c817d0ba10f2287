import type { Queryable } from '../../db/index.js';
import { SqlParams } from '../sql.js';
import { compileRules, type SegmentMatch, type SegmentRule } from './rules.js';

interface StoredSegment {
  match: SegmentMatch;
  rules: SegmentRule[];
}

async function storedSegment(db: Queryable, segmentId: string): Promise<StoredSegment | null> {
  const { rows } = await db.query<StoredSegment>('select match, rules from email_segments where id = $1', [segmentId]);
  return rows[0] ?? null;
}

export async function segmentExists(db: Queryable, segmentId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from email_segments where id = $1', [segmentId]);
  return rows.length > 0;
}

/**
 * Whether the account matches the segment's rules (posts addressed to a segment). Email
 * subscription does not matter here, only the rules (a rule on `status` still applies).
 */
export async function userInSegment(db: Queryable, segmentId: string, userId: string): Promise<boolean> {
  const segment = await storedSegment(db, segmentId);
  if (!segment) return false;
  const params = new SqlParams([userId]);
  let condition: string;
  try {
    condition = compileRules(segment.rules, segment.match, params);
  } catch {
    return false; // rules saved before a field changed meaning: address nobody
  }
  const { rows } = await db.query(
    `select 1 from users u left join email_subscribers s on s.user_id = u.id where u.id = $1 and ${condition} limit 1`,
    params.values,
  );
  return rows.length > 0;
}
