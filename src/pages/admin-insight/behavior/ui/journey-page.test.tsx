import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminUserJourneyPage } from './journey-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const USER_ID = '65f0c0ffee00000000000001';
const user = { _id: USER_ID, email: 'artist@demo.test', name: 'Ari Artist', photoURL: null };

function session(id: string, startedAt: string, paths: string[]) {
  return {
    sessionId: id,
    startedAt,
    endedAt: startedAt,
    durationSeconds: 200,
    device: { type: 'desktop', browser: 'Chrome', os: 'macOS' },
    appVersion: '2025.08.8',
    events: [
      { type: 'custom', name: 'sign_in', path: '/login', timestamp: startedAt },
      ...paths.map((path) => ({ type: 'page_view', path, timestamp: startedAt })),
      { type: 'search', path: paths[0] ?? '/dashboard', timestamp: startedAt, properties: { queryLength: 4, results: 2 } },
    ],
  };
}

const journey = (items: unknown[], total = items.length, page = 1) =>
  json(200, { user, from: '2026-10-28', to: '2026-11-26', items, page, limit: 10, total });

function setup(path: string, answer: (url: URL) => Response) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    requests.push(url);
    return answer(url);
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/behavioral-analytics/user/:userId/journey', element: <AdminUserJourneyPage /> },
      { path: '/admin/behavioral-analytics', element: <h1>Behavioral analytics</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('AdminUserJourneyPage', () => {
  it('shows the person, a link to their account and their sessions newest first, the newest opened', async () => {
    const { requests } = setup(`/admin/behavioral-analytics/user/${USER_ID}/journey?range=7`, () =>
      journey([
        session('session-new', '2026-11-26T07:00:00.000Z', ['/dashboard', '/dashboard/analytics']),
        session('session-old', '2026-11-20T07:00:00.000Z', ['/dashboard/releases/management']),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Journey of Ari Artist' })).toBeInTheDocument();
    expect(screen.getByText('artist@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open account' })).toHaveAttribute('href', `/admin/users/${USER_ID}`);
    expect(requests[0]!.pathname).toBe(`/api/admin/behavioral-analytics/users/${USER_ID}/journey`);
    expect(requests[0]!.searchParams.get('page')).toBe('1');

    const sessions = within(screen.getByRole('list', { name: 'Sessions, newest first' })).getAllByRole('group');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toHaveAttribute('open');
    expect(sessions[0]).toHaveTextContent('3 min 20 s · Desktop, Chrome on macOS · version 2025.08.8 · 4 events');
    const timeline = within(sessions[0]!).getByRole('list');
    expect(within(timeline).getByText('Signed in')).toBeInTheDocument();
    expect(within(timeline).getAllByText('Viewed a page')).toHaveLength(2);
    expect(timeline).toHaveTextContent('Analytics');
    expect(within(timeline).getByText('Searched')).toBeInTheDocument();
    expect(timeline).not.toHaveTextContent('page_view');
    expect(sessions[1]).not.toHaveAttribute('open');
  });

  it('pages through sessions', async () => {
    const { requests } = setup(`/admin/behavioral-analytics/user/${USER_ID}/journey`, (url) =>
      journey([session(`session-${url.searchParams.get('page')}`, '2026-11-26T07:00:00.000Z', ['/dashboard'])], 25, Number(url.searchParams.get('page'))),
    );
    await screen.findByRole('heading', { level: 1, name: 'Journey of Ari Artist' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Session pages' })).getByRole('button', { name: /2/ }));
    await vi.waitFor(() => expect(requests.at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it('says when there are no sessions in the period', async () => {
    setup(`/admin/behavioral-analytics/user/${USER_ID}/journey`, () => journey([]));
    expect(await screen.findByText('No sessions in this period')).toBeInTheDocument();
  });

  it('says so when the person does not exist, and leads back', async () => {
    const { router } = setup(`/admin/behavioral-analytics/user/${USER_ID}/journey`, () =>
      json(404, { statusCode: 404, error: 'Not Found', message: 'User not found' }),
    );
    expect(await screen.findByText('This person could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User journey' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to behavioral analytics' }));
    expect(router.state.location.pathname).toBe('/admin/behavioral-analytics');
  });

  it('asks nothing for an id that cannot be an account', async () => {
    const { requests } = setup('/admin/behavioral-analytics/user/not-an-id/journey', () => journey([]));
    expect(await screen.findByText('This person could not be found')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
