import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutRequested } from '@/entities/session';
import { makeUser, settleGlobalSession } from '@/entities/session/index.testing';
import { queryClient, resolveApiBaseUrl } from '@/shared/api';
import { parsePath } from 'react-router';
import { startRouteLoads } from './app-router';
import { EARLY_PAGE_REQUESTS } from './early-page-requests';
import { routes } from './routes';

afterEach(() => {
  logoutRequested();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the early page requests (sent by index.html’s head script)', () => {
  it.each(Object.entries(EARLY_PAGE_REQUESTS))('%s: %s is the request its route sends first', async (page, request) => {
    const fetchMock = vi.fn(async (_request: Request) => Response.json({ items: [], total: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    await settleGlobalSession(makeUser({ roles: ['ADMIN'] }));

    await startRouteLoads(routes, parsePath(page));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const first = fetchMock.mock.calls[0]![0];
    expect(first.method).toBe('GET');
    // The head script sends it from the page's origin: the same address once resolved.
    expect(first.url).toBe(new URL(`${resolveApiBaseUrl()}${request}`, window.location.href).href);
  });
});
