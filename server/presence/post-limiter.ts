/**
 * Presence posts per user, as a token bucket held in memory: a browser heartbeats every 30 s and
 * updates on each page change, so a full bucket of `burst` posts refilled at `perSecond` lets
 * quick navigation through and stops a runaway client. Kept in memory because presence itself is
 * (a database round trip per heartbeat would cost more than the heartbeat).
 */
export class PostLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}

  /**
   * Seconds until the user may post again; 0 when this post is allowed (and counted). A post may
   * cost more than one token (`cost` up to `burst`).
   */
  take(userId: string, now = Date.now(), cost = 1): number {
    const bucket = this.buckets.get(userId) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(userId, bucket);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return 0;
    }
    return (cost - bucket.tokens) / this.perSecond;
  }

  /** Forgets the users whose buckets are full again (they would start full anyway). */
  prune(now = Date.now()): void {
    const refillMs = (this.burst / this.perSecond) * 1000;
    for (const [userId, bucket] of this.buckets) if (now - bucket.at >= refillMs) this.buckets.delete(userId);
  }
}
