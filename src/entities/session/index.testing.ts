import type { User } from './api/session-api';
import { refreshFx } from './model/session';

/*
 * Test fixtures of the session: a public API of its own for tests
 * (`@/entities/session/index.testing`), kept out of the app's.
 */

/** A complete `User` for tests. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '0123456789abcdef01234567',
    email: 'artist@demo.test',
    firstName: 'Ada',
    lastName: 'Artist',
    displayName: 'Ada Artist',
    roles: [],
    artists: [],
    permissions: { isDistributed: false },
    isVerified: {},
    _artist: null,
    ...overrides,
  };
}

/**
 * Settles the app's one (global) session with `user`, as the app start's verification does: what
 * pages' prefetches (`page(…, prefetch)`), which run outside any test scope, read.
 */
export async function settleGlobalSession(user: User): Promise<void> {
  refreshFx.use(async () => ({ token: 'test-token', user }));
  await refreshFx();
}
