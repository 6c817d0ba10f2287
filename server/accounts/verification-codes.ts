import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/index.js';

export const CODE_TTL_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck = 'verified' | 'wrong' | 'expired' | 'locked';

function hashCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** A new 6-digit code for the account; the previous one stops working. Returns the code to email. */
export async function issueVerificationCode(db: Queryable, userId: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `insert into email_verification_codes (user_id, code_hash, attempts, expires_at, created_at)
     values ($1, $2, 0, now() + make_interval(mins => $3), now())
     on conflict (user_id) do update
       set code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at, created_at = now()`,
    [userId, hashCode(userId, code), CODE_TTL_MINUTES],
  );
  return code;
}

/** Whether the account has a code that can still be entered (not expired, attempts left). */
export async function hasUsableCode(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from email_verification_codes where user_id = $1 and expires_at > now() and attempts < $2',
    [userId, MAX_CODE_ATTEMPTS],
  );
  return rows.length > 0;
}

/**
 * Checks a code and counts the attempt in one statement, so parallel guesses cannot exceed the
 * limit. The attempt that reaches the limit with a wrong code answers 'locked'; a right code
 * deletes the code.
 */
export async function checkVerificationCode(db: Queryable, userId: string, code: string): Promise<CodeCheck> {
  const { rows } = await db.query<{ code_hash: string; live: boolean; attempts: number }>(
    `update email_verification_codes set attempts = attempts + 1
      where user_id = $1 and attempts < $2
     returning code_hash, expires_at > now() as live, attempts`,
    [userId, MAX_CODE_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) {
    const { rows: locked } = await db.query('select 1 from email_verification_codes where user_id = $1 and expires_at > now()', [userId]);
    return locked.length > 0 ? 'locked' : 'expired';
  }
  if (!row.live) return 'expired';
  const expected = Buffer.from(row.code_hash, 'hex');
  if (timingSafeEqual(expected, Buffer.from(hashCode(userId, code), 'hex'))) {
    await db.query('delete from email_verification_codes where user_id = $1', [userId]);
    return 'verified';
  }
  return row.attempts >= MAX_CODE_ATTEMPTS ? 'locked' : 'wrong';
}
