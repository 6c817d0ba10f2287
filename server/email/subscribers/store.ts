import type { Queryable } from '../../db/index.js';
import { orderBy, type Page, pageWindow, selectPage } from '../../db/paging.js';
import { contractView } from '../../db/rows.js';
import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import { setFrequency, setListSubscriptions, setUnsubscribedFromAll } from '../../mail/subscribers.js';
import { listActivity } from '../analytics/activity.js';
import { recordUnsubscribe } from '../tracking/unsubscribes.js';
import { compileRules, type SegmentMatch, type SegmentRule } from '../segments/rules.js';
import { likePattern, SqlParams, SUBSCRIBER_STATUS } from '../sql.js';

type EmailSubscriber = components['schemas']['EmailSubscriber'];
type SubscriberDetails = components['schemas']['EmailSubscriberDetails'];
export type SubscriberUpdate = components['schemas']['EmailSubscriberUpdate'];

export const SUBSCRIBER_MESSAGES = {
  notFound: 'Subscriber not found.',
  suppressed: 'This address bounced or complained; it cannot be resubscribed here.',
  unknownList: (listId: string) => `Unknown email list ${listId}`,
} as const;

interface SubscriberRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  status: EmailSubscriber['status'];
  frequency: EmailSubscriber['frequency'];
  user_id: string | null;
  source: EmailSubscriber['source'];
  created_at: Date;
  updated_at: Date;
  last_activity_at: Date | null;
  lists: { _id: string; name: string }[];
}

const SUBSCRIBER_COLUMNS = `s.id, s.email, s.first_name, s.last_name, ${SUBSCRIBER_STATUS} as status, s.frequency, s.user_id, s.source,
  s.created_at, s.updated_at, s.last_activity_at,
  coalesce((select json_agg(json_build_object('_id', l.id, 'name', l.name) order by l.name)
              from email_list_members m join email_lists l on l.id = m.list_id
             where m.subscriber_id = s.id and m.subscribed), '[]') as lists`;

const toSubscriber = (row: SubscriberRow): EmailSubscriber => contractView(row);

const SUBSCRIBER_ORDER = {
  latest: 's.created_at desc, s.id desc',
  oldest: 's.created_at, s.id',
  email: 's.email',
  activity: 's.last_activity_at desc nulls last, s.id desc',
} as const;

export interface SubscriberQuery {
  page?: number;
  limit?: number;
  search?: string;
  status?: EmailSubscriber['status'];
  listId?: string;
  segmentId?: string;
  sortBy?: keyof typeof SUBSCRIBER_ORDER;
}

export async function listSubscribers(db: Queryable, query: SubscriberQuery): Promise<Page<EmailSubscriber>> {
  const params = new SqlParams();
  const conditions: string[] = [];
  const search = query.search?.trim() ?? '';
  if (search) {
    const pattern = params.add(likePattern(search));
    conditions.push(`(s.email like ${pattern} or lower(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')) like ${pattern})`);
  }
  if (query.status) conditions.push(`${SUBSCRIBER_STATUS} = ${params.add(query.status)}`);
  if (query.listId) {
    conditions.push(`exists (select 1 from email_list_members m where m.subscriber_id = s.id and m.list_id = ${params.add(query.listId)})`);
  }
  if (query.segmentId) {
    const { rows } = await db.query<{ match: SegmentMatch; rules: SegmentRule[] }>('select match, rules from email_segments where id = $1', [query.segmentId]);
    let condition = 'false';
    if (rows[0]) {
      try {
        condition = compileRules(rows[0].rules, rows[0].match, params);
      } catch {
        condition = 'false';
      }
    }
    conditions.push(condition);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  return selectPage<SubscriberRow, EmailSubscriber>(
    db,
    {
      select: SUBSCRIBER_COLUMNS,
      from: `from email_subscribers s left join users u on u.id = s.user_id ${where}`,
      params: params.values,
      order: orderBy(SUBSCRIBER_ORDER, query.sortBy ?? 'latest'),
      view: (rows) => rows.map(toSubscriber),
    },
    pageWindow(query),
  );
}

export async function getSubscriberDetails(db: Queryable, subscriberId: string): Promise<SubscriberDetails> {
  const { rows } = await db.query<SubscriberRow>(`select ${SUBSCRIBER_COLUMNS} from email_subscribers s where s.id = $1`, [subscriberId]);
  if (!rows[0]) throw new HttpError(404, SUBSCRIBER_MESSAGES.notFound);
  const { lists: _lists, ...subscriber } = toSubscriber(rows[0]);
  const { rows: memberships } = await db.query<{ list_id: string; name: string; status: SubscriberDetails['status']; subscribed_at: Date; unsubscribed_at: Date | null }>(
    `select m.list_id, l.name, coalesce(s.suppressed, case when s.unsubscribed_all_at is not null or not m.subscribed then 'unsubscribed' else 'subscribed' end) as status,
            m.subscribed_at, m.unsubscribed_at
       from email_list_members m join email_lists l on l.id = m.list_id join email_subscribers s on s.id = m.subscriber_id
      where m.subscriber_id = $1 order by lower(l.name)`,
    [subscriberId],
  );
  const { rows: stats } = await db.query<{ type: string; count: number }>(
    'select type, count(*)::int as count from email_events where subscriber_id = $1 group by type',
    [subscriberId],
  );
  const count = (type: string) => stats.find((row) => row.type === type)?.count ?? 0;
  const { rows: feedback } = await db.query<{ reason: string | null; comment: string | null }>(
    'select reason, comment from email_unsubscribe_feedback where subscriber_id = $1 order by created_at desc limit 1',
    [subscriberId],
  );
  const reason = feedback[0] ? [feedback[0].reason?.replaceAll('_', ' '), feedback[0].comment].filter(Boolean).join(': ') || null : null;
  const activity = await listActivity(db, { subscriberId, limit: 50 });
  return {
    ...subscriber,
    unsubscribeReason: reason,
    memberships: memberships.map((row) => ({
      listId: row.list_id,
      name: row.name,
      status: row.status,
      subscribedAt: row.subscribed_at.toISOString(),
      unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
    })),
    stats: { sent: count('sent'), delivered: count('delivered'), opens: count('opened'), clicks: count('clicked'), bounces: count('bounced') },
    recentActivity: activity.items,
  };
}

export async function updateSubscriber(db: Queryable, subscriberId: string, change: SubscriberUpdate): Promise<SubscriberDetails> {
  const { rows } = await db.query<{ suppressed: string | null; unsubscribed_all_at: Date | null }>(
    'select suppressed, unsubscribed_all_at from email_subscribers where id = $1',
    [subscriberId],
  );
  const current = rows[0];
  if (!current) throw new HttpError(404, SUBSCRIBER_MESSAGES.notFound);
  if (change.status === 'subscribed' && current.suppressed) throw new HttpError(409, SUBSCRIBER_MESSAGES.suppressed);
  if (change.memberships) {
    const ids = change.memberships.map((membership) => membership.listId);
    const { rows: known } = await db.query<{ id: string }>('select id from email_lists where id = any($1::text[])', [ids]);
    const unknown = ids.find((id) => !known.some((row) => row.id === id));
    if (unknown) throw new HttpError(422, SUBSCRIBER_MESSAGES.unknownList(unknown));
  }
  if (change.firstName !== undefined || change.lastName !== undefined) {
    await db.query(
      `update email_subscribers set first_name = case when $2 then $3 else first_name end, last_name = case when $4 then $5 else last_name end, updated_at = now()
        where id = $1`,
      [subscriberId, change.firstName !== undefined, change.firstName?.trim() || null, change.lastName !== undefined, change.lastName?.trim() || null],
    );
  }
  if (change.frequency) await setFrequency(db, subscriberId, change.frequency);
  if (change.memberships) await setListSubscriptions(db, subscriberId, change.memberships);
  if (change.status === 'unsubscribed' && !current.unsubscribed_all_at) {
    await setUnsubscribedFromAll(db, subscriberId, true);
    await recordUnsubscribe(db, subscriberId, 'Unsubscribed by an admin', { byAdmin: true });
  }
  if (change.status === 'subscribed') await setUnsubscribedFromAll(db, subscriberId, false);
  return getSubscriberDetails(db, subscriberId);
}
