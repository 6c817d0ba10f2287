import type { Queryable } from '../../db/index.js';
import { orderBy, type Page, pageWindow, selectPage } from '../../db/paging.js';
import { newObjectId, newSecretToken } from '../../db/ids.js';
import { contractView } from '../../db/rows.js';
import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import { IS_SUBSCRIBED, likePattern } from '../sql.js';

type EmailList = components['schemas']['EmailList'];
type EmailListMember = components['schemas']['EmailListMember'];
type AddResult = components['schemas']['EmailListMembersAddResult'];
export type ListInput = components['schemas']['EmailListInput'];
export type MembersAdd = components['schemas']['EmailListMembersAdd'];

export const LIST_MESSAGES = {
  notFound: 'Email list not found.',
  nameTaken: 'An email list with this name already exists.',
  inUse: 'This list is the audience of a scheduled or sending campaign.',
  notMember: 'This subscriber is not a member of the list.',
  unknownSubscriber: (subscriberId: string) => `Unknown subscriber ${subscriberId}`,
  nothingToAdd: 'Give addresses or subscriber ids to add.',
} as const;

interface ListRow {
  id: string;
  name: string;
  description: string | null;
  visible_in_preferences: boolean;
  subscriber_count: number;
  unsubscribed_count: number;
  created_at: Date;
  updated_at: Date;
}

const LIST_SELECT = `select l.id, l.name, l.description, l.is_public as visible_in_preferences, l.created_at, l.updated_at,
  (select count(*)::int from email_list_members m join email_subscribers s on s.id = m.subscriber_id
    where m.list_id = l.id and m.subscribed and ${IS_SUBSCRIBED}) as subscriber_count,
  (select count(*)::int from email_list_members m where m.list_id = l.id and not m.subscribed) as unsubscribed_count
  from email_lists l`;

const toList = (row: ListRow): EmailList => contractView(row);

export async function getList(db: Queryable, listId: string): Promise<EmailList> {
  const { rows } = await db.query<ListRow>(`${LIST_SELECT} where l.id = $1`, [listId]);
  if (!rows[0]) throw new HttpError(404, LIST_MESSAGES.notFound);
  return toList(rows[0]);
}

const LIST_ORDER = { name: 'lower(name), id', latest: 'created_at desc, id desc', size: 'subscriber_count desc, lower(name), id' } as const;

export async function listLists(db: Queryable, query: { page?: number; limit?: number; search?: string; sortBy?: keyof typeof LIST_ORDER }): Promise<Page<EmailList>> {
  const search = query.search?.trim() ?? '';
  const where = search ? `where lower(l.name) like $1 or lower(coalesce(l.description, '')) like $1` : '';
  return selectPage<ListRow, EmailList>(
    db,
    {
      select: '*',
      // The counts are output columns, sorted by name: the list query is wrapped to order by them.
      from: `from (${LIST_SELECT} ${where}) lists`,
      params: search ? [likePattern(search)] : [],
      order: orderBy(LIST_ORDER, query.sortBy ?? 'name'),
      view: (rows) => rows.map(toList),
    },
    pageWindow(query),
  );
}

async function checkName(db: Queryable, name: string, exceptId: string | null): Promise<void> {
  const { rows } = await db.query('select 1 from email_lists where lower(name) = lower($1) and id is distinct from $2', [name, exceptId]);
  if (rows.length > 0) throw new HttpError(409, LIST_MESSAGES.nameTaken);
}

export async function createList(db: Queryable, input: ListInput): Promise<EmailList> {
  const name = input.name.trim();
  await checkName(db, name, null);
  const { rows } = await db.query<{ id: string }>(
    'insert into email_lists (name, description, is_public, subscribe_new_users) values ($1, $2, $3, false) returning id',
    [name, input.description?.trim() || null, input.visibleInPreferences ?? true],
  );
  return getList(db, rows[0]!.id);
}

export async function updateList(db: Queryable, listId: string, input: ListInput): Promise<EmailList> {
  await getList(db, listId);
  const name = input.name.trim();
  await checkName(db, name, listId);
  await db.query('update email_lists set name = $2, description = $3, is_public = $4, updated_at = now() where id = $1', [
    listId,
    name,
    input.description?.trim() || null,
    input.visibleInPreferences ?? true,
  ]);
  return getList(db, listId);
}

export async function deleteList(db: Queryable, listId: string): Promise<void> {
  await getList(db, listId);
  const { rows } = await db.query(`select 1 from email_campaigns where $1 = any(list_ids) and status in ('scheduled', 'sending') limit 1`, [listId]);
  if (rows.length > 0) throw new HttpError(409, LIST_MESSAGES.inUse);
  await db.query('delete from email_lists where id = $1', [listId]);
}

interface MemberRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  status: EmailListMember['status'];
  subscribed_at: Date;
  unsubscribed_at: Date | null;
  source: EmailListMember['source'];
}

const MEMBER_STATUS = `coalesce(s.suppressed, case when s.unsubscribed_all_at is not null or not m.subscribed then 'unsubscribed' else 'subscribed' end)`;

export async function listMembers(
  db: Queryable,
  listId: string,
  query: { page?: number; limit?: number; search?: string; status?: EmailListMember['status'] },
): Promise<Page<EmailListMember>> {
  await getList(db, listId);
  const params: unknown[] = [listId];
  const conditions = ['m.list_id = $1'];
  const search = query.search?.trim() ?? '';
  if (search) {
    params.push(likePattern(search));
    conditions.push(`(s.email like $${params.length} or lower(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')) like $${params.length})`);
  }
  if (query.status) {
    params.push(query.status);
    conditions.push(`${MEMBER_STATUS} = $${params.length}`);
  }
  return selectPage<MemberRow, EmailListMember>(
    db,
    {
      select: `s.id, s.email, s.first_name, s.last_name, ${MEMBER_STATUS} as status, m.subscribed_at, m.unsubscribed_at, m.source`,
      from: `from email_list_members m join email_subscribers s on s.id = m.subscriber_id where ${conditions.join(' and ')}`,
      params,
      order: 'm.subscribed_at desc, s.id desc',
      view: (rows) =>
        rows.map((row) => ({
          subscriberId: row.id,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          status: row.status,
          subscribedAt: row.subscribed_at.toISOString(),
          unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
          source: row.source,
        })),
    },
    pageWindow(query),
  );
}

/**
 * Adds addresses and subscribers (by id) to a list, creating subscribers for unknown addresses. Suppressed addresses and
 * those unsubscribed from everything are skipped; so are those that left this list unless
 * `resubscribe`.
 */
export async function addMembers(db: Queryable, listId: string, input: MembersAdd): Promise<AddResult> {
  await getList(db, listId);
  if (!input.members && !input.subscriberIds) throw new HttpError(422, LIST_MESSAGES.nothingToAdd);
  const byId: { email: string }[] = [];
  if (input.subscriberIds) {
    const { rows } = await db.query<{ id: string; email: string }>('select id, email from email_subscribers where id = any($1::text[])', [input.subscriberIds]);
    const unknown = input.subscriberIds.find((id) => !rows.some((row) => row.id === id));
    if (unknown) throw new HttpError(422, LIST_MESSAGES.unknownSubscriber(unknown));
    for (const id of input.subscriberIds) byId.push({ email: rows.find((row) => row.id === id)!.email });
  }
  const result: AddResult = { added: 0, resubscribed: 0, alreadyMembers: 0, skipped: [] };
  const seen = new Set<string>();
  for (const member of [...byId, ...(input.members ?? [])] as { email: string; firstName?: string; lastName?: string }[]) {
    const email = member.email.trim().toLowerCase();
    if (seen.has(email)) {
      result.skipped.push({ email, reason: 'duplicate' });
      continue;
    }
    seen.add(email);
    const { rows } = await db.query<{ id: string; suppressed: string | null; unsubscribed_all_at: Date | null; subscribed: boolean | null }>(
      `with upserted as (
         insert into email_subscribers as s (id, email, first_name, last_name, token, source) values ($1, $2, $3, $4, $5, 'admin')
         on conflict (email) do update
           set first_name = coalesce(s.first_name, excluded.first_name), last_name = coalesce(s.last_name, excluded.last_name)
         returning id, suppressed, unsubscribed_all_at)
       select u.id, u.suppressed, u.unsubscribed_all_at, m.subscribed
         from upserted u left join email_list_members m on m.subscriber_id = u.id and m.list_id = $6`,
      [newObjectId(), email, member.firstName?.trim() || null, member.lastName?.trim() || null, newSecretToken(), listId],
    );
    const subscriber = rows[0]!;
    if (subscriber.suppressed) result.skipped.push({ email, reason: 'suppressed' });
    else if (subscriber.unsubscribed_all_at) result.skipped.push({ email, reason: 'unsubscribed' });
    else if (subscriber.subscribed === true) result.alreadyMembers++;
    else if (subscriber.subscribed === false && !input.resubscribe) result.skipped.push({ email, reason: 'unsubscribed' });
    else {
      await db.query(
        `insert into email_list_members (list_id, subscriber_id, subscribed, source) values ($1, $2, true, 'admin')
         on conflict (list_id, subscriber_id) do update set subscribed = true, subscribed_at = now(), unsubscribed_at = null, updated_at = now()`,
        [listId, subscriber.id],
      );
      if (subscriber.subscribed === false) result.resubscribed++;
      else result.added++;
    }
  }
  return result;
}

export async function removeMember(db: Queryable, listId: string, subscriberId: string): Promise<void> {
  await getList(db, listId);
  const { rows } = await db.query('delete from email_list_members where list_id = $1 and subscriber_id = $2 returning list_id', [listId, subscriberId]);
  if (rows.length === 0) throw new HttpError(404, LIST_MESSAGES.notMember);
}
