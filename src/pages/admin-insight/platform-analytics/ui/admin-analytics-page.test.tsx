import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminAnalyticsPage } from './admin-analytics-page';

// uPlot needs a canvas and matchMedia; the chart's words and table are what is tested here.
vi.mock('@/widgets/stream-chart/ui/uplot-chart', () => ({ default: () => <div data-testid="uplot-chart" /> }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const usd = (amount: number) => ({ amount, currency: 'USD', estimated: true });

const ANALYTICS = {
  from: '2026-01-05',
  to: '2026-01-18',
  granularity: 'week',
  users: { total: 1200, new: 30, active: 400, distributed: 50, admins: 3, investors: 7 },
  artists: { total: 3000, verified: 40, onRosters: 90 },
  releases: {
    total: 320,
    created: 12,
    byStatus: [
      { status: 'PENDING', count: 5 },
      { status: 'INCOMPLETE', count: 7 },
      { status: 'ONLINE', count: 0 },
    ],
  },
  streams: {
    total: 1750,
    byPlatform: [
      { platform: 'SPOTIFY', streams: 1400, estimatedEarnings: usd(3.5) },
      { platform: 'YOUTUBE_MUSIC', streams: 350, estimatedEarnings: usd(0.7) },
    ],
  },
  estimatedRevenue: usd(4.2),
  series: [
    { date: '2026-01-05', newUsers: 10, activeUsers: 300, releasesCreated: 5, streams: 1050, estimatedRevenue: usd(2.5) },
    { date: '2026-01-12', newUsers: 20, activeUsers: 350, releasesCreated: 7, streams: 700, estimatedRevenue: usd(1.7) },
  ],
  previous: { from: '2025-12-22', to: '2026-01-04', newUsers: 40, activeUsers: 400, releasesCreated: 0, streams: 1000, estimatedRevenue: usd(2) },
};

function setup(url: string, answer: () => Response = () => json(200, ANALYTICS)) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const requested = new URL((input as Request).url);
    requests.push(requested);
    return requested.pathname === '/api/admin/analytics' ? answer() : json(404, { message: 'Not found' });
  });
  const router = createMemoryRouter([{ path: '/admin/analytics', element: <AdminAnalyticsPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router };
}

const figure = (label: string) => screen.getByRole('heading', { name: label }).parentElement!;

afterEach(() => vi.restoreAllMocks());

describe('AdminAnalyticsPage', () => {
  it('shows the key figures with their change from the previous period, in words', async () => {
    setup('/admin/analytics?period=custom&from=2026-01-05&to=2026-01-18');
    await vi.waitFor(() => expect(figure('Streams')).toHaveTextContent('1,750'));
    expect(figure('Streams')).toHaveTextContent('Up 75.0% from the previous 14 days');
    expect(figure('Sign-ups')).toHaveTextContent('Down 25.0% from the previous 14 days');
    expect(figure('Active users')).toHaveTextContent('No change from the previous 14 days');
    expect(figure('Releases created')).toHaveTextContent('Up from none in the previous 14 days');
    expect(figure('Estimated earnings')).toHaveTextContent('$4.20');
    expect(figure('Estimated earnings')).toHaveTextContent('Estimated');
    expect(figure('All accounts')).toHaveTextContent('50 distributed, 7 investors, 3 admins');
  });

  it('charts releases by status and streams by platform with readable labels', async () => {
    setup('/admin/analytics?period=custom&from=2026-01-05&to=2026-01-18');
    const statuses = await screen.findByRole('list', { name: 'Releases created, by status now' });
    expect(within(statuses).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Pending'), expect.stringContaining('Incomplete')]);
    const platforms = screen.getByRole('list', { name: 'Streams and estimated earnings by platform' });
    expect(within(platforms).getByText('Youtube Music')).toBeInTheDocument();
    expect(within(platforms).getByText('1,400 · ≈ $3.50')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Sign-ups and active users' })).toHaveTextContent('Users active and signed up per week.');
    expect(screen.getByRole('figure', { name: 'Earnings over time (estimated)' })).toBeInTheDocument();
  });

  it('asks for the preset chosen, its buckets, and keeps them in the address', async () => {
    const { requests, router } = setup('/admin/analytics');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.searchParams.get('granularity')).toBe('day');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '90d' } });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    const ninety = requests[1]!.searchParams;
    expect(ninety.get('granularity')).toBe('week');
    expect((Date.parse(ninety.get('to')!) - Date.parse(ninety.get('from')!)) / 86_400_000).toBe(89);
    expect(router.state.location.search).toBe('?period=90d');
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'month' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?period=90d&granularity=month'));
  });

  it('refuses a custom period that ends before it starts without asking the server', async () => {
    const { requests } = setup('/admin/analytics?period=custom&from=2026-02-01&to=2026-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day is after the last day.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-describedby');
    expect(requests).toHaveLength(0);
  });

  it('says when nothing happened in the period', async () => {
    const empty = { ...ANALYTICS, releases: { ...ANALYTICS.releases, created: 0 }, streams: { total: 0, byPlatform: [] } };
    setup('/admin/analytics', () => json(200, empty));
    expect(await screen.findByText('No releases created in this period')).toBeInTheDocument();
    expect(screen.getByText('No streams in this period')).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    setup('/admin/analytics', () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'The figures could not be computed.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the analytics');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
