import type { Queryable } from '../db/index.js';

const INTERVAL_MS = 60_000;

// Per database handle: when this process last wrote each user's last_seen_at.
const written = new WeakMap<Queryable, Map<string, number>>();

/**
 * A presence join or heartbeat: `users.last_seen_at` moves on at most once a minute per user.
 * Heartbeats are frequent, so this process skips the write within the minute without asking the
 * database; the SQL condition keeps other instances from writing more often either.
 */
export async function noteSeen(db: Queryable, userId: string, now = Date.now()): Promise<void> {
  let times = written.get(db);
  if (!times) written.set(db, (times = new Map()));
  const last = times.get(userId);
  if (last !== undefined && now - last < INTERVAL_MS) return;
  times.set(userId, now);
  if (times.size > 50_000) times.delete(times.keys().next().value!);
  await db.query(
    `update users set last_seen_at = now()
      where id = $1 and (last_seen_at is null or last_seen_at < now() - interval '1 minute')`,
    [userId],
  );
}
