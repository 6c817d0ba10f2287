import { isIPv6 } from 'node:net';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../http/errors.js';

/** At most `max` events of `bucket` per key within `windowSeconds`. */
export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  /** Past it, logins on the account are spaced, never refused (see server/accounts/login.ts). */
  failedLoginsPerAccount: { bucket: 'login-failure-account', max: 10, windowSeconds: 60 * 60 },
  failedLoginsPerAccountAndAddress: { bucket: 'login-failure-account-ip', max: 10, windowSeconds: 15 * 60 },
  failedLoginsPerAddress: { bucket: 'login-failure-ip', max: 100, windowSeconds: 15 * 60 },
  signUpsPerAddress: { bucket: 'sign-up-ip', max: 50, windowSeconds: 60 * 60 },
  codeEmailsPerMinute: { bucket: 'verification-email', max: 1, windowSeconds: 60 },
  codeEmailsPerHour: { bucket: 'verification-email', max: 5, windowSeconds: 60 * 60 },
  resetEmailsPerAccount: { bucket: 'reset-email', max: 5, windowSeconds: 60 * 60 },
  resetRequestsPerAddress: { bucket: 'reset-request-ip', max: 30, windowSeconds: 60 * 60 },
  invitesPerUser: { bucket: 'invite', max: 20, windowSeconds: 24 * 60 * 60 },
  preferenceEmailsPerAddress: { bucket: 'preferences-email', max: 3, windowSeconds: 60 * 60 },
  /** One invite mailed again (by its inviter or an admin). */
  inviteResends: { bucket: 'invite-resend', max: 3, windowSeconds: 60 * 60 },
  /** Lookups of invite codes that are unknown, used, revoked or expired. */
  failedInviteLookupsPerAddress: { bucket: 'invite-lookup-ip', max: 20, windowSeconds: 60 * 60 },
  /** Platform logins of the verification flow per account, all platforms together. */
  verificationsPerUser: { bucket: 'verification-user', max: 20, windowSeconds: 60 * 60 },
  /** Platform logins per platform username ("spotify:name@example.com"), from any account. */
  verificationsPerUsername: { bucket: 'verification-username', max: 10, windowSeconds: 15 * 60 },
  /** File uploads of one account: audio, cover checks and profile photos together (server/storage/upload-quota.ts). */
  fileUploadsPerUser: { bucket: 'file-upload', max: 50, windowSeconds: 10 * 60 },
  /** Test sends of one campaign by one admin. */
  campaignTests: { bucket: 'campaign-test', max: 10, windowSeconds: 10 * 60 },
} as const satisfies Record<string, Limit>;

/**
 * Seconds until one more event is allowed, or 0 when it is allowed now. Counted in the database
 * so that limits hold across restarts and across server instances.
 */
export async function secondsUntilAllowed(db: Queryable, limit: Limit, key: string): Promise<number> {
  // The max-th most recent event in the window: once it leaves the window, one more is allowed.
  const { rows } = await db.query<{ wait: number }>(
    `select ceil(extract(epoch from (at + make_interval(secs => $3) - now())))::int as wait
       from throttle_events
      where bucket = $1 and key = $2 and at > now() - make_interval(secs => $3)
      order by at desc
     offset $4 limit 1`,
    [limit.bucket, key, limit.windowSeconds, limit.max - 1],
  );
  return Math.max(rows[0]?.wait ?? 0, 0);
}

/** Events of `bucket` for `key` within the limit's window. */
export async function countEvents(db: Queryable, limit: Limit, key: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from throttle_events where bucket = $1 and key = $2 and at > now() - make_interval(secs => $3)`,
    [limit.bucket, key, limit.windowSeconds],
  );
  return rows[0]?.count ?? 0;
}

/** The longest wait of several limits (0 when all allow one more event). */
export async function secondsUntilAllowedByAll(db: Queryable, checks: [Limit, string][]): Promise<number> {
  let wait = 0;
  for (const [limit, key] of checks) wait = Math.max(wait, await secondsUntilAllowed(db, limit, key));
  return wait;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;
let lastPrune = 0;

export async function recordEvent(db: Queryable, limit: Limit, key: string): Promise<void> {
  await db.query('insert into throttle_events (bucket, key) values ($1, $2)', [limit.bucket, key]);
  // No limit looks back more than a day: drop older events now and then.
  if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = Date.now();
    await db.query(`delete from throttle_events where at < now() - interval '1 day'`);
  }
}

export async function clearEvents(db: Queryable, limit: Limit, key: string): Promise<void> {
  await db.query('delete from throttle_events where bucket = $1 and key = $2', [limit.bucket, key]);
}

/** Events of `bucket` whose key starts with `prefix` (all addresses of one account, say). */
export async function clearEventsByKeyPrefix(db: Queryable, limit: Limit, prefix: string): Promise<void> {
  await db.query('delete from throttle_events where bucket = $1 and starts_with(key, $2)', [limit.bucket, prefix]);
}

/**
 * The key of a client address in limits per address: IPv4 addresses (also IPv4-mapped IPv6) as
 * they are, IPv6 addresses by their /64 network, which is what one subscriber or host is given: a
 * limit per single IPv6 address would let one machine take a fresh address for every attempt.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // zone index (fe80::1%eth0)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined) {
    // "::" stands for as many zero groups as are missing; an IPv4 ending counts as two groups.
    const tailGroups = tail === '' ? [] : tail.split(':');
    const tailLength = tailGroups.length + (tail.includes('.') ? 1 : 0);
    groups.push(...Array<string>(8 - groups.length - tailLength).fill('0'), ...tailGroups);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A 429 with Retry-After (whole seconds, at least 1); `message` may say "{wait}" for "5 minutes" /
 * "1 minute" / "30 seconds" / "24 hours". Every 429 of the server is made here, so every one has Retry-After
 * (server/auth/throttle.test.ts checks that no other code makes one).
 */
export function tooManyRequests(waitSeconds: number, message: string): HttpError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  return new HttpError(429, message.replace('{wait}', describeWait(seconds)), { 'retry-after': String(seconds) });
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
