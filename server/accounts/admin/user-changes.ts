import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index.js';
import type { components } from '../../generated/openapi.js';
import { HttpError } from '../../http/errors.js';
import { sessionsChanged } from '../session-check.js';
import { type AdminUser, adminUserView, type User, userView } from '../user-view.js';
import { findUserById, type UserRecord } from '../users.js';

export const USER_CHANGE_MESSAGES = {
  notFound: 'User not found',
  ownAdminRole: 'You cannot remove the admin role from your own account',
  lastAdmin: 'At least one active admin must remain',
  archiveSelf: 'You cannot archive your own account',
  blankName: 'Names must not be blank',
} as const;

/** What `session-ended` says on the user's event streams when the account is archived. */
export const SESSION_ENDED_EVENT = 'session-ended';

async function userOr404(db: Queryable, userId: string): Promise<UserRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, USER_CHANGE_MESSAGES.notFound);
  return user;
}

/**
 * Refuses a change that would leave no active admin. The active admins are locked first, so two
 * admins demoting or archiving each other at once cannot both pass.
 */
async function assertAnotherActiveAdmin(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `select id from users where 'ADMIN' = any(roles) and archived_at is null order by id for update`,
  );
  if (!rows.some((row) => row.id !== userId)) throw new HttpError(409, USER_CHANGE_MESSAGES.lastAdmin);
}

function isActiveAdmin(user: UserRecord): boolean {
  return user.roles.includes('ADMIN') && user.archivedAt === null;
}

/** adminUpdateUser: names, roles and permissions; role changes reach the user's tokens at once. */
export async function updateUserAsAdmin(
  db: FastifyInstance['db'],
  callerId: string,
  userId: string,
  body: components['schemas']['AdminUserUpdate'],
): Promise<User> {
  const names = { firstName: body.firstName?.trim(), lastName: body.lastName?.trim(), displayName: body.displayName?.trim() };
  if (Object.values(names).some((name) => name === '')) throw new HttpError(400, USER_CHANGE_MESSAGES.blankName);
  await db.transaction(async (tx) => {
    const user = await userOr404(tx, userId);
    const roles = body.roles ? [...new Set(body.roles)] : user.roles;
    if (user.roles.includes('ADMIN') && !roles.includes('ADMIN')) {
      if (userId === callerId) throw new HttpError(409, USER_CHANGE_MESSAGES.ownAdminRole);
      if (isActiveAdmin(user)) await assertAnotherActiveAdmin(tx, userId);
    }
    await tx.query(
      `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              display_name = case when $4 then $5 else display_name end, roles = $6,
              is_distributed = coalesce($7, is_distributed), is_label = coalesce($8, is_label), updated_at = now()
        where id = $1`,
      [
        userId,
        names.firstName ?? null,
        names.lastName ?? null,
        body.displayName !== undefined,
        names.displayName ?? null,
        roles,
        body.permissions?.isDistributed ?? null,
        body.permissions?.isLabel ?? null,
      ],
    );
  });
  sessionsChanged(db, userId);
  return userView(db, (await findUserById(db, userId))!);
}

/**
 * Archiving signs the account out everywhere: its token version moves on (every token stops
 * working, this instance's session cache forgets it at once), its open event streams hear
 * `session-ended` and close on every instance, and its presence ends. Nothing else is deleted.
 */
export async function archiveUser(app: FastifyInstance, callerId: string, userId: string): Promise<AdminUser> {
  if (userId === callerId) {
    await userOr404(app.db, userId);
    throw new HttpError(409, USER_CHANGE_MESSAGES.archiveSelf);
  }
  const archivedNow = await app.db.transaction(async (tx) => {
    const user = await userOr404(tx, userId);
    if (user.archivedAt) return false;
    if (isActiveAdmin(user)) await assertAnotherActiveAdmin(tx, userId);
    await tx.query('update users set archived_at = now(), token_version = token_version + 1, updated_at = now() where id = $1', [userId]);
    // A reset link mailed before must not sign the account back in.
    await tx.query('delete from password_reset_tokens where user_id = $1', [userId]);
    return true;
  });
  if (archivedNow) {
    sessionsChanged(app.db, userId);
    await app.userEvents.publishAndClose([userId], SESSION_ENDED_EVENT, { reason: 'archived' });
    app.presence.leave(userId);
  }
  return adminUserView(app.db, (await findUserById(app.db, userId))!);
}

/** The account can sign in again (its old tokens stay revoked). */
export async function unarchiveUser(app: FastifyInstance, userId: string): Promise<AdminUser> {
  await userOr404(app.db, userId);
  await app.db.query('update users set archived_at = null, updated_at = now() where id = $1 and archived_at is not null', [userId]);
  sessionsChanged(app.db, userId);
  return adminUserView(app.db, (await findUserById(app.db, userId))!);
}
