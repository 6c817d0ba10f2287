import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { newSecretToken } from '../db/ids.js';

export const RESET_TTL_MINUTES = 60;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new single-use reset token for the account (earlier unused ones stop working). Only its hash is stored. */
export async function issueResetToken(db: Queryable, userId: string): Promise<string> {
  const token = newSecretToken();
  await db.query('delete from password_reset_tokens where user_id = $1', [userId]);
  await db.query(
    `insert into password_reset_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
    [hashToken(token), userId, RESET_TTL_MINUTES],
  );
  return token;
}

/** Uses up the token when it is valid for this email; the account id, or null. */
export async function consumeResetToken(db: Queryable, email: string, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `update password_reset_tokens t set used_at = now()
       from users u
      where t.token_hash = $1 and u.id = t.user_id and u.email = $2
        and t.used_at is null and t.expires_at > now() and u.archived_at is null
     returning t.user_id`,
    [hashToken(token), email],
  );
  return rows[0]?.user_id ?? null;
}

/** Whether the token is usable for this email, without using it up (checked before the costly hashing). */
export async function isResetTokenValid(db: Queryable, email: string, token: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from password_reset_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and u.email = $2 and t.used_at is null and t.expires_at > now() and u.archived_at is null`,
    [hashToken(token), email],
  );
  return rows.length > 0;
}
