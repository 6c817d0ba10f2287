import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutRequested, type User } from '@/entities/session';
import { makeUser, settleGlobalSession } from '@/entities/session/index.testing';
import { queryClient } from '@/shared/api';
import { lastDays } from '@/shared/lib/dates';
import { prefetchDashboardHome } from './prefetch-dashboard';

const ARTIST_ID = '66b4de000000000000000b01';
const withRoster = (artistIds: string[]) =>
  makeUser({ artists: artistIds.map((_id) => ({ _artist: { _id, name: `Artist ${_id}` } })) as User['artists'] });

afterEach(() => {
  logoutRequested();
  vi.restoreAllMocks();
});

describe('prefetchDashboardHome (the /dashboard route loader)', () => {
  it("requests the selected artist's figures for the URL's period once the session is known", async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetchDashboardHome(new URL('http://localhost/dashboard?range=30&platforms=SPOTIFY'));
    expect(prefetch).not.toHaveBeenCalled();

    await settleGlobalSession(withRoster([ARTIST_ID]));
    const keys = prefetch.mock.calls.map(([options]) => options.queryKey);
    expect(keys).toEqual([
      ['artists', ARTIST_ID, 'analytics', { ...lastDays(30), platforms: ['SPOTIFY'] }],
      ['artists', ARTIST_ID],
      ['artists', ARTIST_ID, 'overview'],
      ['releases', 'list', { artistId: ARTIST_ID, limit: 6, sortBy: 'latest' }],
      ['releases', 'list', { artistId: ARTIST_ID, status: ['REJECTED', 'INCOMPLETE'], limit: 3 }],
    ]);
  });

  it('reads the period vocabulary: `?period=12m`, and a custom period over 366 days requests no figures', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    await settleGlobalSession(withRoster([ARTIST_ID]));
    prefetchDashboardHome(new URL('http://localhost/dashboard?period=12m'));
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual(['artists', ARTIST_ID, 'analytics', expect.objectContaining(lastDays(365))]);
    prefetch.mockClear();
    prefetchDashboardHome(new URL('http://localhost/dashboard?period=custom&from=2024-01-01&to=2026-01-01'));
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).not.toContainEqual(expect.arrayContaining(['analytics']));
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toContainEqual(['artists', ARTIST_ID]);
  });

  it('requests nothing when no artist is selected', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    await settleGlobalSession(withRoster([]));
    prefetchDashboardHome(new URL('http://localhost/dashboard'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
