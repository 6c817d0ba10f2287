import { type Caller, effectiveRoles } from '../auth/authorize.js';
import type { TokenClaims } from '../auth/tokens.js';
import { cached, invalidate } from '../catalog/cache.js';
import type { Queryable } from '../db/index.js';

/**
 * The caller a bearer token stands for: the signature and expiry are checked first, then the
 * account — it must exist, not be archived, still be on the token's version (no password change
 * since) and the token must not have been revoked by logout. Roles come from the account.
 * The account check is remembered for a few seconds per token, forgotten at once on logout,
 * password change or role change (sessionsChanged): by every instance sharing a PostgreSQL server
 * (shareInvalidations), else within 5 s.
 */
export async function authenticate(
  db: Queryable,
  verify: (token: string) => TokenClaims | null,
  token: string,
): Promise<Caller | null> {
  const claims = verify(token);
  if (!claims) return null;
  const account = await cached(db, `${SESSION_PREFIX}${claims.sub}:${claims.jti}`, false, () => loadAccount(db, claims), { ttlMs: 5_000 });
  if (!account || account.archived || account.revoked || account.token_version !== claims.ver) return null;
  return { userId: claims.sub, roles: effectiveRoles(account.roles), tokenId: claims.jti, tokenExpiresAt: claims.exp };
}

const SESSION_PREFIX = 'session:';

async function loadAccount(db: Queryable, claims: TokenClaims) {
  const { rows } = await db.query<{ roles: string[]; token_version: number; archived: boolean; revoked: boolean }>(
    `select u.roles, u.token_version, u.archived_at is not null as archived,
            exists (select 1 from revoked_tokens r where r.token_id = $2) as revoked
       from users u
      where u.id = $1`,
    [claims.sub, claims.jti],
  );
  return rows[0] ?? null;
}

/** After a change to an account's sessions, roles or state: its tokens are checked afresh. */
export function sessionsChanged(db: Queryable, userId: string): void {
  invalidate(db, `${SESSION_PREFIX}${userId}:`);
}

/** Logout: the caller's token stops working; the account's other tokens do not. */
export async function revokeToken(db: Queryable, caller: Caller): Promise<void> {
  await db.query(
    `insert into revoked_tokens (token_id, user_id, expires_at) values ($1, $2, to_timestamp($3))
     on conflict (token_id) do nothing`,
    [caller.tokenId, caller.userId, caller.tokenExpiresAt],
  );
  sessionsChanged(db, caller.userId);
  // A revocation is only needed until the token would have expired anyway.
  await db.query('delete from revoked_tokens where expires_at < now()');
}
