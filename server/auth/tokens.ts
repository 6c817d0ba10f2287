import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Claims of a signed bearer token (a JWT with HS256). Times are in seconds since the epoch.
 * `ver` is the account's token version when it was issued and `jti` the token's own id: bumping
 * the one or revoking the other ends the session (server/accounts/session-check.ts).
 */
export interface TokenClaims {
  sub: string;
  roles: string[];
  ver: number;
  jti: string;
  iat: number;
  exp: number;
}

export const DEFAULT_TOKEN_TTL_SECONDS = 60 * 60;

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signToken(
  claims: { sub: string; roles: string[]; ver?: number },
  secret: string,
  { expiresInSeconds = DEFAULT_TOKEN_TTL_SECONDS, now = Date.now() }: { expiresInSeconds?: number; now?: number } = {},
): string {
  const iat = Math.floor(now / 1000);
  const payload: TokenClaims = {
    sub: claims.sub,
    roles: claims.roles,
    ver: claims.ver ?? 0,
    jti: randomBytes(16).toString('base64url'),
    iat,
    exp: iat + expiresInSeconds,
  };
  const unsigned = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${unsigned}.${signature(unsigned, secret)}`;
}

/** The token's claims, or null when it is malformed, tampered with, signed with another secret or expired. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, given] = parts as [string, string, string];
  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const decodedHeader = decodeJson(header);
  if (decodedHeader?.alg !== 'HS256') return null;
  const claims = decodeJson(payload);
  if (!isClaims(claims) || claims.exp <= Math.floor(now / 1000)) return null;
  return { sub: claims.sub, roles: claims.roles, ver: claims.ver, jti: claims.jti, iat: claims.iat, exp: claims.exp };
}

function signature(unsigned: string, secret: string): string {
  return createHmac('sha256', secret).update(unsigned).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function isClaims(value: Record<string, unknown> | null): value is Record<string, unknown> & TokenClaims {
  return (
    value !== null &&
    typeof value.sub === 'string' &&
    Array.isArray(value.roles) &&
    value.roles.every((role) => typeof role === 'string') &&
    Number.isInteger(value.ver) &&
    typeof value.jti === 'string' &&
    value.jti !== '' &&
    Number.isInteger(value.iat) &&
    Number.isInteger(value.exp)
  );
}
