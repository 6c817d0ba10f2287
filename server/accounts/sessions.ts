import type { FastifyInstance } from 'fastify';
import { type User, userView } from './user-view.js';
import type { UserRecord } from './users.js';

export interface Session {
  token: string;
  user: User;
}

/** A fresh token (one hour) for the account as it is now, and the account. */
export async function startSession(app: FastifyInstance, user: UserRecord): Promise<Session> {
  return { token: signFor(app, user), user: await userView(app.db, user) };
}

export function signFor(app: FastifyInstance, user: Pick<UserRecord, 'id' | 'roles' | 'tokenVersion'>): string {
  return app.tokens.sign({ sub: user.id, roles: user.roles, ver: user.tokenVersion });
}
