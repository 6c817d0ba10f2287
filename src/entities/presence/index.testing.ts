import type { PresenceUser } from './model/types';

/*
 * Test fixtures of presence: a public API of its own for tests (`@/entities/presence/index.testing`),
 * kept out of the app's.
 */

/** A complete online `PresenceUser` for tests: `id` padded to an id, seen a minute ago on the dashboard. */
export function makePresenceUser(id: string, overrides: Partial<PresenceUser> = {}): PresenceUser {
  return {
    userId: id.padStart(24, '0'),
    email: `${id}@demo.test`,
    name: `User ${id}`,
    roles: [],
    status: 'online',
    lastSeen: new Date(Date.now() - 60_000).toISOString(),
    currentPath: '/dashboard',
    currentPage: 'Dashboard',
    device: { type: 'desktop', browser: 'Chrome', userAgent: 'UA' },
    network: { effectiveType: '4g' },
    version: '2025.08.8',
    ...overrides,
  };
}
