import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $presenceFeedLoading } from '@/entities/presence';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminDashboardPage } from './admin-dashboard-page';
import { ADMIN_TOOLS } from './admin-tools';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const OVERVIEW = {
  users: { total: 1250, active: 1240, archived: 10, admins: 3, investors: 12, newLast7Days: 14, newLast30Days: 61 },
  releases: {
    total: 320,
    pendingReview: 7,
    byStatus: [
      { status: 'PENDING', count: 7 },
      { status: 'ONLINE', count: 280 },
      { status: 'TAKEN_DOWN', count: 0 },
    ],
  },
  streams: { month: '2026-10', streams: 4_200_000, estimatedEarnings: { amount: 10500, currency: 'USD', estimated: true } },
  email: { subscribers: 900, sentLast30Days: 4800, failedLast30Days: 12, campaignsSending: 1 },
  generatedAt: '2026-11-25T10:00:00.000Z',
};

function setup(overview: () => Response) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    switch (url.pathname) {
      case '/api/admin/overview':
        return overview();
      case '/api/admin/mlc':
        return json(200, { items: [], page: 1, limit: 1, total: 5, totalEstimatedAmount: { amount: 12.5, currency: 'USD', estimated: true } });
      case '/api/admin/catalog':
        return json(200, { items: [], page: 1, limit: 1, total: 40 });
      default:
        return json(200, { total: 99 });
    }
  });
  const scope = fork({ values: [[$presenceFeedLoading, false]] });
  const router = createMemoryRouter([{ path: '/admin', element: <AdminDashboardPage /> }], { initialEntries: ['/admin'] });
  render(
    <Provider value={scope}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
}

/** The figure card headed `label`. */
const figure = (label: string) => screen.getByRole('heading', { name: label }).parentElement!;

afterEach(() => vi.restoreAllMocks());

describe('AdminDashboardPage', () => {
  it('shows the headline figures, each linking into its area', async () => {
    setup(() => json(200, OVERVIEW));
    await vi.waitFor(() => expect(figure('All accounts')).toHaveTextContent('1,250'));
    expect(within(figure('All accounts')).getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/admin/users');
    expect(figure('New in the last 7 days')).toHaveTextContent('14');
    expect(within(figure('New in the last 7 days')).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/admin\/users\?createdFrom=\d{4}-\d{2}-\d{2}$/));
    expect(within(figure('Archived accounts')).getByRole('link')).toHaveAttribute('href', '/admin/users?archived=true');

    expect(figure('Pending review')).toHaveTextContent('7');
    expect(within(figure('Pending review')).getByRole('link', { name: 'Review them' })).toHaveAttribute('href', '/admin/distribution');
    const statuses = screen.getByRole('list', { name: 'Releases by status' });
    expect(within(statuses).getByRole('link', { name: 'Online 280' })).toHaveAttribute('href', '/admin/distribution?view=all&status=ONLINE');
    expect(within(statuses).queryByText('Taken Down')).not.toBeInTheDocument();

    expect(figure('Streams, Oct 2026')).toHaveTextContent('4,200,000');
    const earnings = figure('Estimated earnings, Oct 2026');
    expect(earnings).toHaveTextContent('≈ $10,500.00');
    expect(earnings).toHaveTextContent('Estimated');

    expect(figure('Emails sent, last 30 days')).toHaveTextContent('4,800');
    expect(figure('Emails failed, last 30 days')).toHaveTextContent('12');
    expect(within(figure('Campaigns sending')).getByRole('link')).toHaveAttribute('href', '/admin/email/campaigns');
  });

  it('lists every built admin tool', async () => {
    setup(() => json(200, OVERVIEW));
    const tools = within(screen.getByRole('region', { name: 'Admin tools' }));
    for (const name of ['Users', 'Invites', 'Distribution', 'Posts', 'Email', 'Payout rates', 'MLC', 'Catalog', 'Usage', 'Presence', 'Artists', 'Writers']) {
      expect(tools.getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(ADMIN_TOOLS).toHaveLength(12);
  });

  it('says when the headline figures cannot be loaded, with a way to try again', async () => {
    setup(() => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }));
    expect(await screen.findByText('Unable to load the headline figures')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(figure('All accounts')).toHaveTextContent('Unavailable');
  });
});
