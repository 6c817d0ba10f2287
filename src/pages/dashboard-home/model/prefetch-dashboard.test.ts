import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutRequested, refreshFx, type User } from '@/entities/session';
import { queryClient } from '@/shared/api';
import { lastDays } from '@/shared/lib/dates';
import { prefetchDashboardHome } from './prefetch-dashboard';

const ARTIST_ID = '66b4de000000000000000b01';
const userWithRoster = (artistIds: string[]): User => ({
  _id: '0123456789abcdef01234567',
  email: 'artist@demo.test',
  firstName: 'Ada',
  lastName: 'Artist',
  displayName: 'Ada Artist',
  roles: [],
  artists: artistIds.map((_id) => ({ _artist: { _id, name: `Artist ${_id}` } })) as User['artists'],
  permissions: { isDistributed: true },
  isVerified: {},
  _artist: null,
});

async function signIn(user: User) {
  refreshFx.use(async () => ({ token: 'token', user }));
  await refreshFx();
}

afterEach(() => {
  logoutRequested();
  vi.restoreAllMocks();
});

describe('prefetchDashboardHome (the /dashboard route loader)', () => {
  it("requests the selected artist's figures for the URL's period once the session is known", async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetchDashboardHome(new URL('http://localhost/dashboard?range=30&platforms=SPOTIFY'));
    expect(prefetch).not.toHaveBeenCalled();

    await signIn(userWithRoster([ARTIST_ID]));
    const keys = prefetch.mock.calls.map(([options]) => options.queryKey);
    expect(keys).toEqual([
      ['artists', ARTIST_ID, 'analytics', { ...lastDays(30), platforms: ['SPOTIFY'] }],
      ['artists', ARTIST_ID],
    ]);
  });

  it('requests nothing when no artist is selected', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    await signIn(userWithRoster([]));
    prefetchDashboardHome(new URL('http://localhost/dashboard'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
