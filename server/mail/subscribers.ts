import type { Queryable } from '../db/index.js';
import { newObjectId, newSecretToken } from '../db/ids.js';
import { recordOf, type RowOf } from '../db/rows.js';

export type EmailFrequency = 'immediate' | 'weekly' | 'monthly';

export interface Subscriber {
  id: string;
  email: string;
  firstName: string | null;
  token: string;
  frequency: EmailFrequency;
  unsubscribedAllAt: Date | null;
  updatedAt: Date;
}

export interface ListPreference {
  listId: string;
  name: string;
  description: string | null;
  subscribed: boolean;
}

type SubscriberRow = RowOf<Subscriber>;
const COLUMNS = 'id, email, first_name, token, frequency, unsubscribed_all_at, updated_at';

const toSubscriber = (row: SubscriberRow) => recordOf<Subscriber>(row);

/**
 * The subscriber row of an address, made on first use with a fresh unguessable token. With
 * `userId` (sign-up) it is tied to the account and joins the lists new accounts get.
 */
export async function ensureSubscriber(
  db: Queryable,
  { email, firstName = null, userId = null }: { email: string; firstName?: string | null; userId?: string | null },
): Promise<Subscriber> {
  const { rows } = await db.query<SubscriberRow>(
    `insert into email_subscribers as s (id, email, first_name, last_name, user_id, token)
     values ($1, $2, $3, (select last_name from users where id = $4), $4, $5)
     on conflict (email) do update
       set first_name = coalesce(s.first_name, excluded.first_name), last_name = coalesce(s.last_name, excluded.last_name),
           user_id = coalesce(s.user_id, excluded.user_id)
     returning ${COLUMNS}`,
    [newObjectId(), email.trim().toLowerCase(), firstName, userId, newSecretToken()],
  );
  const subscriber = toSubscriber(rows[0]!);
  if (userId) {
    await db.query(
      `insert into email_list_members (list_id, subscriber_id)
       select id, $1 from email_lists where subscribe_new_users
       on conflict do nothing`,
      [subscriber.id],
    );
  }
  return subscriber;
}

export async function findSubscriberByToken(db: Queryable, token: string): Promise<Subscriber | null> {
  const { rows } = await db.query<SubscriberRow>(`select ${COLUMNS} from email_subscribers where token = $1`, [token]);
  return rows[0] ? toSubscriber(rows[0]) : null;
}

export async function findSubscriberByEmail(db: Queryable, email: string): Promise<Subscriber | null> {
  const { rows } = await db.query<SubscriberRow>(`select ${COLUMNS} from email_subscribers where email = $1`, [email.trim().toLowerCase()]);
  return rows[0] ? toSubscriber(rows[0]) : null;
}

/** The public lists with the subscriber's state: off for every list while unsubscribed from all. */
export async function listPreferences(db: Queryable, subscriber: Subscriber): Promise<ListPreference[]> {
  const { rows } = await db.query<{ id: string; name: string; description: string | null; subscribed: boolean }>(
    `select l.id, l.name, l.description, coalesce(m.subscribed, false) as subscribed
       from email_lists l
       left join email_list_members m on m.list_id = l.id and m.subscriber_id = $1
      where l.is_public
      order by l.created_at, l.id`,
    [subscriber.id],
  );
  const all = subscriber.unsubscribedAllAt === null;
  return rows.map((row) => ({ listId: row.id, name: row.name, description: row.description, subscribed: all && row.subscribed }));
}

/** The ids among `listIds` that are not public lists. */
export async function unknownLists(db: Queryable, listIds: string[]): Promise<string[]> {
  if (listIds.length === 0) return [];
  const { rows } = await db.query<{ id: string }>('select id from email_lists where is_public and id = any($1::text[])', [listIds]);
  const known = new Set(rows.map((row) => row.id));
  return listIds.filter((id) => !known.has(id));
}

/**
 * Memberships are kept while unsubscribed from all, so resubscribing brings back the earlier
 * choice; the lists show as off meanwhile (listPreferences).
 */
export async function setUnsubscribedFromAll(db: Queryable, subscriberId: string, unsubscribed: boolean): Promise<void> {
  await db.query(
    `update email_subscribers
        set unsubscribed_all_at = case when $2 then coalesce(unsubscribed_all_at, now()) end, updated_at = now()
      where id = $1`,
    [subscriberId, unsubscribed],
  );
}

export async function setListSubscriptions(db: Queryable, subscriberId: string, changes: { listId: string; subscribed: boolean }[]): Promise<void> {
  for (const change of changes) {
    await db.query(
      `insert into email_list_members as m (list_id, subscriber_id, subscribed, source, unsubscribed_at)
       values ($1, $2, $3, 'preferences', case when $3 then null else now() end)
       on conflict (list_id, subscriber_id) do update
         set subscribed = excluded.subscribed, updated_at = now(),
             subscribed_at = case when excluded.subscribed and not m.subscribed then now() else m.subscribed_at end,
             unsubscribed_at = case when excluded.subscribed then null else coalesce(m.unsubscribed_at, now()) end`,
      [change.listId, subscriberId, change.subscribed],
    );
  }
  await db.query('update email_subscribers set updated_at = now() where id = $1', [subscriberId]);
}

export async function setFrequency(db: Queryable, subscriberId: string, frequency: EmailFrequency): Promise<void> {
  await db.query('update email_subscribers set frequency = $2, updated_at = now() where id = $1', [subscriberId, frequency]);
}

export async function recordUnsubscribeFeedback(
  db: Queryable,
  subscriberId: string,
  { reason, comment }: { reason?: string | undefined; comment?: string | undefined },
): Promise<void> {
  if (reason === undefined && (comment === undefined || comment.trim() === '')) return;
  await db.query('insert into email_unsubscribe_feedback (subscriber_id, reason, comment) values ($1, $2, $3)', [
    subscriberId,
    reason ?? null,
    comment?.trim() || null,
  ]);
}
