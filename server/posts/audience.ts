import type { Caller } from '../auth/authorize.js';
import type { Queryable } from '../db/index.js';
import { segmentExists, userInSegment } from '../email/segments/match.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';

export type PostAudience = components['schemas']['PostAudience'];

export const AUDIENCE_MESSAGES = {
  listRequired: 'Choose the email list this post is for',
  segmentRequired: 'Choose the segment this post is for',
  unknownList: (id: string) => `Unknown email list ${id}`,
  unknownSegment: (id: string) => `Unknown segment ${id}`,
} as const;

/** The audience as stored: the kind and the one id that kind needs (422 when missing or unknown). */
export async function checkedAudience(db: Queryable, audience: PostAudience | undefined) {
  const kind = audience?.kind ?? 'everyone';
  if (kind === 'list') {
    const listId = audience?.listId;
    if (!listId) throw new HttpError(422, AUDIENCE_MESSAGES.listRequired);
    const { rows } = await db.query('select 1 from email_lists where id = $1', [listId]);
    if (rows.length === 0) throw new HttpError(422, AUDIENCE_MESSAGES.unknownList(listId));
    return { kind, listId, segmentId: null };
  }
  if (kind === 'segment') {
    const segmentId = audience?.segmentId;
    if (!segmentId) throw new HttpError(422, AUDIENCE_MESSAGES.segmentRequired);
    if (!(await segmentExists(db, segmentId))) throw new HttpError(422, AUDIENCE_MESSAGES.unknownSegment(segmentId));
    return { kind, listId: null, segmentId };
  }
  return { kind, listId: null, segmentId: null };
}

/**
 * The SQL condition (posts aliased p) for the posts a reader may see: published, due, and
 * addressed to them. Admins see every published post. Segments are matched by the email engine,
 * so the segments of published posts the reader belongs to are worked out first.
 */
export async function readableBy(db: Queryable, caller: Caller, params: unknown[]): Promise<string> {
  const published = `p.status = 'published' and p.published_at <= now()`;
  if (caller.roles.includes('ADMIN')) return published;
  const { rows } = await db.query<{ id: string }>(
    `select distinct audience_segment_id as id from posts
      where status = 'published' and published_at <= now() and audience_kind = 'segment'`,
  );
  const segments: string[] = [];
  for (const { id } of rows) if (await userInSegment(db, id, caller.userId)) segments.push(id);
  const isInvestor = caller.roles.includes('INVESTOR');
  const user = `$${params.push(caller.userId)}`;
  return `${published} and (
    p.audience_kind = 'everyone'
    or (p.audience_kind = 'artists' and ${!isInvestor})
    or (p.audience_kind = 'investors' and ${isInvestor})
    or (p.audience_kind = 'list' and exists (
          select 1 from email_list_members m join email_subscribers s on s.id = m.subscriber_id
           where m.list_id = p.audience_list_id and m.subscribed and s.user_id = ${user}))
    or (p.audience_kind = 'segment' and p.audience_segment_id = any($${params.push(segments)}::text[])))`;
}
