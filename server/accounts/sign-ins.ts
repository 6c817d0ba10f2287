import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';

export type SignInMethod = components['schemas']['SignInRecord']['method'];
type SignInRecord = components['schemas']['SignInRecord'];

/** Where a sign-in came from, as the history shows it. */
export interface SignInClient {
  ipAddress: string | null;
  userAgent: string | null;
}

const KEPT_PER_USER = 50;
const USER_AGENT_MAX = 300;

export function signInClientOf(request: FastifyRequest): SignInClient {
  const agent = request.headers['user-agent'];
  return { ipAddress: request.ip || null, userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null };
}

/** A successful sign-in: the account's last login and last seen, and a line of its history (the latest 50 kept). */
export async function recordSignIn(db: Queryable, userId: string, method: SignInMethod, client: SignInClient): Promise<void> {
  await db.query('update users set last_login_at = now(), last_seen_at = now() where id = $1', [userId]);
  await db.query('insert into sign_ins (user_id, method, ip_address, user_agent) values ($1, $2, $3, $4)', [
    userId,
    method,
    client.ipAddress,
    client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  ]);
  await db.query(
    `delete from sign_ins where user_id = $1 and id not in (
       select id from sign_ins where user_id = $1 order by at desc, id desc limit ${KEPT_PER_USER})`,
    [userId],
  );
}

export async function latestSignIns(db: Queryable, userId: string, limit = 20): Promise<SignInRecord[]> {
  const { rows } = await db.query<{ at: Date; method: SignInMethod; ip_address: string | null; user_agent: string | null }>(
    'select at, method, ip_address, user_agent from sign_ins where user_id = $1 order by at desc, id desc limit $2',
    [userId, limit],
  );
  return rows.map((row) => ({ at: row.at.toISOString(), method: row.method, ipAddress: row.ip_address, userAgent: row.user_agent }));
}
