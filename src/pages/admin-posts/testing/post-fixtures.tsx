import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const notBuilt = () => json(501, { statusCode: 501, error: 'Not Implemented', message: 'This is not available yet.' });

export const admin = { _id: '65f0c0ffee00000000000001', email: 'admin@demo.test', name: 'Ada Admin', photoURL: null };

export function post(n: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `65f0c0ffee00000000000c0${n}`,
    title: `Payout news ${n}`,
    slug: `payout-news-${n}`,
    excerpt: 'Rates change next month.',
    coverImage: null,
    status: 'published',
    audience: { kind: 'artists' },
    author: admin,
    tags: ['payouts'],
    views: 1200,
    publishedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    body: '## New rates\n\nRead **carefully**.',
    ...overrides,
  };
}

export const page = (items: unknown[], total = items.length) => json(200, { items, page: 1, limit: 25, total });

export interface RecordedRequest {
  method: string;
  url: URL;
  body: string;
}

export type Answer = (request: Request, url: URL) => Response | Promise<Response>;

/** Renders `routes` at `initialPath` with the API answered by `answer`; the requests are recorded. */
export function renderWithApi(routes: { path: string; element: ReactElement }[], initialPath: string, answer: Answer) {
  const requests: RecordedRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push({ method: request.method, url, body: request.method === 'GET' ? '' : await request.clone().text() });
    return answer(request, url);
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}
