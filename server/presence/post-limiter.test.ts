import { describe, expect, it } from 'vitest';
import { PostLimiter } from './post-limiter.js';

describe('PostLimiter', () => {
  it('allows a burst, then one post per refill interval, per user', () => {
    const limiter = new PostLimiter(3, 0.5);
    expect([0, 0, 0].map(() => limiter.take('a', 0))).toEqual([0, 0, 0]);
    expect(limiter.take('a', 0)).toBe(2);
    expect(limiter.take('b', 0)).toBe(0);
    expect(limiter.take('a', 1000)).toBeCloseTo(1);
    expect(limiter.take('a', 2000)).toBe(0);
  });

  it('forgets only the users whose bucket has refilled', () => {
    const limiter = new PostLimiter(2, 1);
    limiter.take('a', 0);
    limiter.take('a', 0);
    limiter.take('b', 1500);
    limiter.prune(2000);
    // a is forgotten (full again), b is not: its bucket still misses part of a token.
    expect(limiter.take('a', 2000)).toBe(0);
    expect(limiter.take('b', 2000)).toBe(0);
    expect(limiter.take('b', 2000)).toBeGreaterThan(0);
  });
});
