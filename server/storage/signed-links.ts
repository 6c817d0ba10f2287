import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 86_400_000;

/**
 * Links to stored files, signed with the server's secret (HMAC-SHA256 of key and expiry). The
 * expiry is the end of the day after today (UTC): a link made today is the same all day, so the
 * browser's cache keeps working, and stays valid for at least a day (at most two).
 */
export function linkExpiry(now = Date.now()): number {
  return (Math.floor(now / DAY_MS) + 2) * (DAY_MS / 1000);
}

function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`stored-file:${key}:${expires}`).digest('base64url');
}

/** `expires=…&signature=…` for `key`. */
export function signLink(secret: string, key: string, now = Date.now()): string {
  const expires = linkExpiry(now);
  return `expires=${expires}&signature=${signature(secret, key, expires)}`;
}

export type LinkCheck = 'valid' | 'missing' | 'invalid' | 'expired';

export function checkLink(secret: string, key: string, expires: unknown, given: unknown, now = Date.now()): LinkCheck {
  if (typeof expires !== 'string' || typeof given !== 'string' || expires === '' || given === '') return 'missing';
  if (!/^[0-9]{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(signature(secret, key, Number(expires)));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  return Number(expires) * 1000 <= now ? 'expired' : 'valid';
}
