import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminBehavioralAnalyticsPage } from './behavior-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const USER_ID = '65f0c0ffee00000000000001';

function analytics(overrides: Record<string, unknown> = {}) {
  return {
    from: '2026-10-28',
    to: '2026-11-26',
    activeUsers: {
      total: 12,
      daily: [
        { date: '2026-11-24', users: 3 },
        { date: '2026-11-25', users: 9 },
        { date: '2026-11-26', users: 6 },
      ],
    },
    sessions: { total: 40, averageDurationSeconds: 200, averagePagesPerSession: 3.25, bounceRate: 0.25 },
    topPages: [{ path: '/dashboard', label: 'Dashboard', views: 120, uniqueUsers: 10, averageTimeSeconds: 42 }],
    topEvents: [
      { type: 'page_view', name: null, count: 300 },
      { type: 'custom', name: 'sign_in', count: 20 },
      { type: 'release_created', name: null, count: 4 },
    ],
    funnels: [
      {
        name: 'Sign-up to submitted release',
        steps: [
          { name: 'Sign-up', users: 20, conversionRate: 1, stepConversionRate: 1 },
          { name: 'Verified', users: 10, conversionRate: 0.5, stepConversionRate: 0.5 },
          { name: 'First release', users: 5, conversionRate: 0.25, stepConversionRate: 0.5 },
          { name: 'Submitted', users: 4, conversionRate: 0.2, stepConversionRate: 0.8 },
        ],
      },
    ],
    retention: [
      {
        weekStart: '2026-11-02',
        users: 8,
        weeks: [
          { week: 0, activeUsers: 8, share: 1 },
          { week: 1, activeUsers: 4, share: 0.5 },
        ],
      },
    ],
    devices: [
      { type: 'desktop', sessions: 30 },
      { type: 'mobile', sessions: 10 },
    ],
    topUsers: [
      {
        user: { _id: USER_ID, email: 'artist@demo.test', name: 'Ari Artist', photoURL: null },
        sessions: 7,
        events: 80,
        lastSeenAt: '2026-11-26T07:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/**
 * The page at `path`, its API answered by `answer`. `requests` holds the page's own calls (the
 * analytics): the jsdom page is shared with the test files before this one, and what they left
 * running (a poll) may call fetch too.
 */
function setup(path: string, answer: (url: URL) => Response) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (url.pathname.includes('/admin/behavioral-analytics')) requests.push(url);
    return answer(url);
  });
  const router = createMemoryRouter([{ path: '/admin/behavioral-analytics', element: <AdminBehavioralAnalyticsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('AdminBehavioralAnalyticsPage', () => {
  it('shows the figures, pages, actions in words, funnel conversions, retention and devices', async () => {
    setup('/admin/behavioral-analytics', () => json(200, analytics()));
    expect(await screen.findByRole('row', { name: /Dashboard 120 10 42 s/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active people' }).parentElement).toHaveTextContent('12');
    expect(screen.getByRole('heading', { name: 'Sessions' }).parentElement).toHaveTextContent('3 min 20 s on average');
    expect(screen.getByRole('heading', { name: 'Single-page sessions' }).parentElement).toHaveTextContent('25%');

    const actions = screen.getByRole('list', { name: 'Actions by count' });
    expect(within(actions).getByText('Signed in')).toBeInTheDocument();
    expect(within(actions).getByText('Created a release draft')).toBeInTheDocument();
    expect(actions).not.toHaveTextContent('sign_in');

    const steps = screen.getByRole('list', { name: 'Sign-up to submitted release steps' });
    expect(within(steps).getByText('Submitted').parentElement).toHaveTextContent('4 people · 80% of the step before · 20% of the first');

    const retention = screen.getByRole('table', { name: /sign-up week/ });
    const cohort = within(retention).getByRole('rowheader', { name: 'Nov 2, 2026' }).closest('tr')!;
    expect(cohort).toHaveTextContent('Nov 2, 20268100%8 active50%4 active');
    expect(screen.getByRole('list', { name: 'Sessions by device' })).toHaveTextContent('Desktop30 (75%)');
  });

  it('asks for the last 30 days by default and keeps a chosen period in the address', async () => {
    const { requests, router } = setup('/admin/behavioral-analytics', () => json(200, analytics()));
    await screen.findByRole('row', { name: /Dashboard/ });
    const first = requests[0]!.searchParams;
    const days = (Date.parse(first.get('to')!) - Date.parse(first.get('from')!)) / 86_400_000 + 1;
    expect(days).toBe(30);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    expect(router.state.location.search).toBe('?period=7d');
    await vi.waitFor(() => {
      const last = requests.at(-1)!.searchParams;
      expect((Date.parse(last.get('to')!) - Date.parse(last.get('from')!)) / 86_400_000 + 1).toBe(7);
    });
    // The journey links keep the period.
    expect(await screen.findByRole('link', { name: 'Ari Artist' })).toHaveAttribute(
      'href',
      `/admin/behavioral-analytics/user/${USER_ID}/journey?period=7d`,
    );
  });

  it.each(['?period=custom&from=2026-10-01&to=2026-10-31', '?range=custom&from=2026-10-01&to=2026-10-31'])(
    'reads a custom range from the address (%s, the old `range` too) and shows its dates',
    async (search) => {
      const { requests } = setup(`/admin/behavioral-analytics${search}`, () => json(200, analytics()));
      await screen.findByRole('heading', { name: 'Active people' });
      expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
      expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
      expect(screen.getByLabelText('To')).toHaveValue('2026-10-31');
    },
  );

  it('says what is wrong with a custom range over 366 days and asks nothing', async () => {
    const { requests } = setup('/admin/behavioral-analytics?period=custom&from=2020-01-01&to=2026-10-31', () => json(200, analytics()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a period of at most 366 days.');
    expect(requests).toHaveLength(0);
  });

  it('says that events appear as people use the app when there are none yet', async () => {
    setup('/admin/behavioral-analytics', () =>
      json(200, analytics({ activeUsers: { total: 0, daily: [] }, sessions: { total: 0, averageDurationSeconds: 0, averagePagesPerSession: 0, bounceRate: 0 }, topEvents: [], topPages: [], topUsers: [], devices: [], retention: [] })),
    );
    expect(await screen.findByText('No events in this period yet')).toBeInTheDocument();
    expect(screen.getByText(/Events appear here as people use the app/)).toBeInTheDocument();
  });

  it('shows the server message and a way to try again when loading fails', async () => {
    let fail = true;
    setup('/admin/behavioral-analytics', () =>
      fail ? json(400, { statusCode: 400, error: 'Bad Request', message: 'Ranges longer than 366 days are refused' }) : json(200, analytics()),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load behavioral analytics');
    expect(alert).toHaveTextContent('Ranges longer than 366 days are refused');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Dashboard/ })).toBeInTheDocument();
  });
});
