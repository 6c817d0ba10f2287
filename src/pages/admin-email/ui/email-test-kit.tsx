// Helpers of this slice's component tests (imported by *.test.tsx only).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const page = (items: unknown[], total = items.length) => json(200, { items, page: 1, limit: 25, total });

export const failure = (status: number, message: string) => json(status, { statusCode: status, error: 'Error', message });

export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type Answer = (request: SeenRequest) => Response | Promise<Response>;

/** Renders `element` at `path` (matched by `routePath`) with `fetch` answered by `answer`; every request is recorded. */
export function renderAt(routePath: string, element: ReactElement, path: string, answer: Answer) {
  const requests: SeenRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const seen = { method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined };
    requests.push(seen);
    return answer(seen);
  });
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests, gets: (pathname: string) => requests.filter((request) => request.method === 'GET' && request.url.pathname === pathname) };
}

const id = (n: number, prefix = 'a') => `65f0c0ffee0000000000${prefix}${String(n).padStart(3, '0')}`;

export const emailList = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: id(n, 'b'),
  name: `List ${n}`,
  description: null,
  visibleInPreferences: true,
  subscriberCount: 120 * n,
  unsubscribedCount: n,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

export const subscriber = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: id(n, 'c'),
  email: `fan${n}@example.test`,
  firstName: 'Rio',
  lastName: 'Hart',
  status: 'subscribed',
  frequency: 'immediate',
  userId: null,
  source: 'signup',
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  lastActivityAt: null,
  lists: [{ _id: id(1, 'b'), name: 'List 1' }],
  ...overrides,
});

const zeroMetrics = { recipients: 0, sent: 0, delivered: 0, opens: 0, uniqueOpens: 0, clicks: 0, uniqueClicks: 0, bounces: 0, unsubscribes: 0, complaints: 0 };

export const metrics = (overrides: Record<string, number> = {}) => ({ ...zeroMetrics, ...overrides });

export const rates = (overrides: Record<string, number> = {}) => ({
  deliveryRate: 0,
  openRate: 0,
  clickRate: 0,
  clickToOpenRate: 0,
  bounceRate: 0,
  unsubscribeRate: 0,
  complaintRate: 0,
  ...overrides,
});

export const campaign = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: id(n, 'd'),
  name: `Campaign ${n}`,
  subject: `News ${n}`,
  previewText: null,
  fromName: null,
  replyTo: null,
  contentFormat: 'markdown',
  content: 'Hello',
  listIds: [],
  segmentId: null,
  postId: null,
  status: 'draft',
  scheduledAt: null,
  sentAt: null,
  recipientCount: 10,
  progress: null,
  metrics: metrics(),
  createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const segment = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: id(n, 'e'),
  name: `Segment ${n}`,
  description: null,
  match: 'all',
  rules: [{ field: 'userRole', operator: 'equals', value: 'ARTIST' }],
  subscriberCount: 42,
  countedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const event = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: id(n, 'f'),
  type: 'opened',
  at: '2026-11-20T10:00:00.000Z',
  subscriber: { _id: id(1, 'c'), email: 'fan1@example.test', firstName: null, lastName: null },
  campaign: { _id: id(1, 'd'), name: 'Campaign 1', subject: 'News 1', status: 'sent', sentAt: '2026-11-20T09:00:00.000Z' },
  url: null,
  bounceType: null,
  reason: null,
  ...overrides,
});
