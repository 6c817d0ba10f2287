import type { Queryable } from '../../db/index.js';
import { compileRules, type SegmentMatch, type SegmentRule } from '../segments/rules.js';
import { IS_SUBSCRIBED, SqlParams } from '../sql.js';

/** The "Product updates" list (migration 0003): post emails sent by role skip those who left it. */
export const PRODUCT_UPDATES_LIST_ID = '66b4c0de0000000000000001';

export interface Audience {
  listIds: string[];
  segmentId: string | null;
  userAudience: 'everyone' | 'artists' | 'investors' | null;
}

export const hasAudience = (audience: Audience) => audience.listIds.length > 0 || audience.segmentId !== null || audience.userAudience !== null;

/**
 * The condition over subscriber `s` (left-joined account `u`) of a campaign's audience: subscribed
 * addresses (not unsubscribed from everything, not suppressed) that are subscribed members of one
 * of the lists, or accounts of the role, narrowed by the segment. Null for a missing segment.
 */
export async function audienceCondition(db: Queryable, audience: Audience, params: SqlParams): Promise<string | null> {
  const parts = [IS_SUBSCRIBED];
  if (audience.listIds.length > 0) {
    parts.push(`exists (select 1 from email_list_members m where m.subscriber_id = s.id and m.subscribed and m.list_id = any(${params.add(audience.listIds)}::text[]))`);
  }
  if (audience.userAudience) {
    parts.push('u.id is not null', 'u.archived_at is null');
    if (audience.userAudience === 'artists') parts.push(`not (u.roles && array['ADMIN', 'INVESTOR']::text[])`);
    if (audience.userAudience === 'investors') parts.push(`'INVESTOR' = any(u.roles)`);
    parts.push(
      `not exists (select 1 from email_list_members m where m.subscriber_id = s.id and m.list_id = '${PRODUCT_UPDATES_LIST_ID}' and not m.subscribed)`,
    );
  }
  if (audience.segmentId) {
    const { rows } = await db.query<{ match: SegmentMatch; rules: SegmentRule[] }>('select match, rules from email_segments where id = $1', [audience.segmentId]);
    if (!rows[0]) return null;
    parts.push(compileRules(rows[0].rules, rows[0].match, params));
  }
  return parts.join(' and ');
}

export const AUDIENCE_FROM = 'email_subscribers s left join users u on u.id = s.user_id';

/** How many addresses the audience reaches now (null for a missing segment or rules that no longer fit). */
export async function countAudience(db: Queryable, audience: Audience): Promise<number | null> {
  if (!hasAudience(audience)) return null;
  const params = new SqlParams();
  let condition: string | null;
  try {
    condition = await audienceCondition(db, audience, params);
  } catch {
    return null;
  }
  if (condition === null) return null;
  const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${AUDIENCE_FROM} where ${condition}`, params.values);
  return rows[0]!.count;
}
