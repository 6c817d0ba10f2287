import { namePattern } from '../../catalog/artists.js';
import type { Queryable } from '../../db/index.js';
import { orderBy, pageWindow, selectPage } from '../../db/paging.js';
import type { components, operations } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import { type AdminUser, adminUserView } from '../user-view.js';
import { findUserById } from '../users.js';

type Query = NonNullable<operations['adminListUsers']['parameters']['query']>;

export const USER_LIST_MESSAGES = {
  dateRange: 'The start date must not be after the end date',
} as const;

const RELEASE_COUNT = '(select count(*) from releases r where r.owner_id = u.id)';
const VERIFIED = `exists (select 1 from user_artists ua, jsonb_each(ua.verified) e where ua.user_id = u.id and e.value = 'true'::jsonb)`;

const ORDER: Record<NonNullable<Query['sortBy']>, string> = {
  createdAt: 'u.created_at',
  lastLoginAt: 'u.last_login_at',
  email: 'u.email',
  firstName: 'lower(u.first_name)',
  lastName: 'lower(u.last_name)',
  releaseCount: RELEASE_COUNT,
};

/** A page of accounts for the admin users table, filtered, sorted and paged as the contract says. */
export async function listUsersForAdmin(db: Queryable, query: Query): Promise<components['schemas']['AdminUserPage']> {
  const { sortBy = 'createdAt', sortDirection = 'desc' } = query;
  if (query.createdFrom && query.createdTo && query.createdFrom > query.createdTo) throw new HttpError(400, USER_LIST_MESSAGES.dateRange);
  const params: unknown[] = [];
  const conditions = [query.archived ? 'u.archived_at is not null' : 'u.archived_at is null'];
  const search = query.search?.trim();
  if (search) {
    const p = `$${params.push(namePattern(search))}`;
    conditions.push(
      `(u.email like ${p} or lower(u.first_name || ' ' || u.last_name) like ${p} or lower(coalesce(u.display_name, '')) like ${p}
        or lower(coalesce(u.artist_name, '')) like ${p})`,
    );
  }
  if (query.role === 'USER') conditions.push(`not (u.roles && array['ADMIN', 'INVESTOR']::text[])`);
  else if (query.role) conditions.push(`$${params.push(query.role)} = any(u.roles)`);
  if (query.verified !== undefined) conditions.push(query.verified ? VERIFIED : `not ${VERIFIED}`);
  if (query.emailVerified !== undefined) conditions.push(`u.email_verified_at is ${query.emailVerified ? 'not ' : ''}null`);
  if (query.hasReleases !== undefined) conditions.push(`${query.hasReleases ? '' : 'not '}exists (select 1 from releases r where r.owner_id = u.id)`);
  if (query.createdFrom) conditions.push(`u.created_at >= $${params.push(query.createdFrom)}::date`);
  if (query.createdTo) conditions.push(`u.created_at < $${params.push(query.createdTo)}::date + 1`);
  return selectPage<{ id: string }, AdminUser>(
    db,
    {
      select: 'u.id',
      from: `from users u where ${conditions.join(' and ')}`,
      params,
      order: orderBy(ORDER, sortBy, { direction: sortDirection, then: 'u.id', nullsLast: true }),
      view: async (rows) => {
        const items: AdminUser[] = [];
        for (const { id } of rows) items.push(await adminUserView(db, (await findUserById(db, id))!));
        return items;
      },
    },
    pageWindow(query),
  );
}
