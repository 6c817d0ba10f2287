import type { Queryable } from '../db/index.js';
import type { SessionKey } from './types.js';

export type SessionState = 'awaiting-code' | 'signed-in';

export interface StoredSession {
  /** The platform username (normalised) the session signed in with. */
  username: string;
  state: SessionState;
  wrongCodes: number;
}

/**
 * Sign-in sessions of the verification flow, kept in the database (`verification_sessions`) so
 * that the code step may reach another server instance, or this one after a restart. Never a
 * password: only who signed in, how far, and until when.
 */
export const verificationSessions = {
  async find(db: Queryable, key: SessionKey): Promise<StoredSession | null> {
    const { rows } = await db.query<{ username: string; state: SessionState; wrong_codes: number }>(
      `select username, state, wrong_codes from verification_sessions
        where user_id = $1 and platform = $2 and session_id = $3 and expires_at > now()`,
      [key.userId, key.platform, key.sessionId],
    );
    const row = rows[0];
    return row ? { username: row.username, state: row.state, wrongCodes: row.wrong_codes } : null;
  },

  /** Stores the session, valid `seconds` from now (expired sessions of anyone are dropped on the way). */
  async save(db: Queryable, key: SessionKey, session: StoredSession, seconds: number): Promise<void> {
    await db.query('delete from verification_sessions where expires_at <= now()');
    await db.query(
      `insert into verification_sessions (user_id, platform, session_id, username, state, wrong_codes, expires_at)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
       on conflict (user_id, platform, session_id) do update
         set username = excluded.username, state = excluded.state, wrong_codes = excluded.wrong_codes, expires_at = excluded.expires_at`,
      [key.userId, key.platform, key.sessionId, session.username, session.state, session.wrongCodes, seconds],
    );
  },

  /** Counts a wrong code, keeping the session's expiry. */
  async countWrongCode(db: Queryable, key: SessionKey): Promise<number> {
    const { rows } = await db.query<{ wrong_codes: number }>(
      `update verification_sessions set wrong_codes = wrong_codes + 1
        where user_id = $1 and platform = $2 and session_id = $3 returning wrong_codes`,
      [key.userId, key.platform, key.sessionId],
    );
    return rows[0]?.wrong_codes ?? 0;
  },

  async drop(db: Queryable, key: SessionKey): Promise<void> {
    await db.query('delete from verification_sessions where user_id = $1 and platform = $2 and session_id = $3', [
      key.userId,
      key.platform,
      key.sessionId,
    ]);
  },
};

/** Usernames are compared trimmed and lower-cased (also the key of the per-username throttle). */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
