import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutRequested, refreshFx, type User } from '@/entities/session';
import { queryClient } from '@/shared/api';
import { prefetchAdminArtists } from './prefetch-admin-artists';

const userWith = (roles: User['roles']): User => ({
  _id: '0123456789abcdef01234567',
  email: 'someone@demo.test',
  firstName: 'Sam',
  lastName: 'One',
  displayName: 'Sam One',
  roles,
  artists: [],
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

describe('prefetchAdminArtists (the /admin/artists route loader)', () => {
  it('requests the page of artists the URL asks for once an admin is signed in', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetchAdminArtists(new URL('http://localhost/admin/artists?page=2&search=luna'));
    expect(prefetch).not.toHaveBeenCalled();

    await signIn(userWith(['ADMIN']));
    expect(prefetch).toHaveBeenCalledOnce();
    expect(prefetch.mock.calls[0]![0].queryKey).toEqual(['artists', 'list', expect.objectContaining({ page: 2, search: 'luna' })]);
  });

  it('requests nothing for someone who is not an admin', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    await signIn(userWith([]));
    prefetchAdminArtists(new URL('http://localhost/admin/artists'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
