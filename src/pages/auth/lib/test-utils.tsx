import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { createQueryClient } from '@/shared/api';
import { createMemoryRouter, RouterProvider } from 'react-router';
// The forms are a deferred chunk in the app; loaded with the tests' own imports here, so that a
// test's time does not include their first import.
import '../ui/forms';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface StubCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type StubRoute = (call: StubCall) => Response | Promise<Response>;

/** Stubs `fetch`: `routes` maps `METHOD /path` (API prefix removed) to an answer; others answer 404. */
export function stubApi(routes: Record<string, StubRoute>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = request.body ? await request.clone().text() : '';
      const call: StubCall = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        search: url.search,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      return route ? route(call) : json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
    }),
  );
  return calls;
}

/** Renders `element` at `url` (matched by `path`) with stand-in pages for the places it may go. */
export async function renderPage(element: ReactNode, { url, path, scope = fork() }: { url: string; path: string; scope?: Scope }) {
  const landing = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/dashboard', element: landing('Dashboard landing') },
      { path: '/dashboard/*', element: landing('Dashboard subpage') },
      { path: '/admin', element: landing('Admin landing') },
      { path: '/verify', element: landing('Verify landing') },
      { path: '/login', element: landing('Login landing') },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <Provider value={scope}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  await act(async () => {
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  });
  // The page's form is a chunk of its own (see ui/deferred-forms.tsx): wait until it is shown.
  await waitFor(() => expect(document.querySelector('[data-form-placeholder]')).toBeNull());
  return { router, scope, view };
}
