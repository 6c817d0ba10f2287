import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutRequested } from '@/entities/session';
import { makeUser, settleGlobalSession } from '@/entities/session/index.testing';
import { queryClient } from '@/shared/api';
import { prefetchAdminArtists } from './prefetch-admin-artists';

afterEach(() => {
  logoutRequested();
  vi.restoreAllMocks();
});

describe('prefetchAdminArtists (the /admin/artists route loader)', () => {
  it('requests the page of artists the URL asks for once an admin is signed in', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetchAdminArtists(new URL('http://localhost/admin/artists?page=2&search=luna'));
    expect(prefetch).not.toHaveBeenCalled();

    await settleGlobalSession(makeUser({ roles: ['ADMIN'] }));
    expect(prefetch).toHaveBeenCalledOnce();
    expect(prefetch.mock.calls[0]![0].queryKey).toEqual(['artists', 'list', expect.objectContaining({ page: 2, search: 'luna' })]);
  });

  it('requests nothing for someone who is not an admin', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    await settleGlobalSession(makeUser());
    prefetchAdminArtists(new URL('http://localhost/admin/artists'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
