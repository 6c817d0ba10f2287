import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppToaster, preloadToaster } from '@/shared/ui';
import { AdminUsagePage } from './admin-usage-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const money = (amount: number) => ({ amount, currency: 'USD', estimated: true });

function row(n: number) {
  return {
    user: { _id: '65f0c0ffee00000000000001', email: 'artist@demo.test', name: 'Ari Artist', photoURL: null },
    artist: { _id: '65f0c0ffee00000000000a01', name: 'The Paper Boats', image: null, spotifyId: null },
    period: '2026-0' + String(n),
    platform: 'APPLE_MUSIC',
    territory: 'US',
    streams: 5000 + n,
    downloads: 7,
    estimatedRevenue: money(20),
  };
}

const report = (items: unknown[], total = items.length) =>
  json(200, { items, page: 1, limit: 25, total, totals: { streams: 10001, downloads: 14, estimatedRevenue: money(40) } });

function setup(path: string, answer: (url: URL) => Response) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    requests.push(url);
    return answer(url);
  });
  const router = createMemoryRouter([{ path: '/admin/usage', element: (<><AdminUsagePage /><AppToaster /></>) }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

beforeAll(async () => {
  await preloadToaster();
});
afterEach(() => vi.restoreAllMocks());

describe('AdminUsagePage', () => {
  it('reads the months, user, artist, platform and territory from the address', async () => {
    const { requests } = setup(
      '/admin/usage?from=2026-01&to=2026-06&userId=65f0c0ffee00000000000001&artistId=65f0c0ffee00000000000a01&platform=APPLE_MUSIC&territory=US&sortBy=streams',
      () => report([row(1), row(2)]),
    );
    const rows = await screen.findAllByTestId('usage-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Jan 2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Apple Music')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('United States')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('artist@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estimated revenue' }).parentElement).toHaveTextContent('≈ $40.00');
    const query = requests[0]!.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      from: '2026-01',
      to: '2026-06',
      userId: '65f0c0ffee00000000000001',
      artistId: '65f0c0ffee00000000000a01',
      platform: 'APPLE_MUSIC',
      territory: 'US',
      sortBy: 'streams',
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-01');
    expect(screen.getByRole('button', { name: 'Show every user' })).toBeInTheDocument();
  });

  it('changes the platform in the address', async () => {
    const user = userEvent.setup();
    const { router } = setup('/admin/usage', () => report([row(1)]));
    await screen.findAllByTestId('usage-row');
    await user.selectOptions(screen.getByLabelText('Platform'), 'TIDAL');
    expect(router.state.location.search).toBe('?platform=TIDAL');
  });

  it('says when there is no usage for these filters', async () => {
    setup('/admin/usage?platform=TIDAL', () => report([], 0));
    expect(await screen.findByText('No usage matches these filters')).toBeInTheDocument();
  });

  it('exports the matching rows as a CSV file', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:usage';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = setup('/admin/usage?from=2026-01', () => report([row(1)]));
    await screen.findAllByTestId('usage-row');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Downloaded usage-\d{4}-\d{2}-\d{2}\.csv$/)).toBeInTheDocument();
    expect(requests.find((url) => url.searchParams.get('limit') === '100')!.searchParams.get('from')).toBe('2026-01');
    const text = new TextDecoder().decode(new Uint8Array(await blobs[0]!.arrayBuffer()));
    expect(text.split('\r\n')[1]).toBe('2026-01,Ari Artist,artist@demo.test,The Paper Boats,Apple Music,US,5001,7,20');
  });

  it('shows the server’s message while the report cannot be loaded', async () => {
    setup('/admin/usage', () => json(501, { statusCode: 501, error: 'Not Implemented', message: 'This is not available yet.' }));
    expect(await screen.findByText('Unable to load usage')).toBeInTheDocument();
    expect(screen.getByText('This is not available yet.')).toBeInTheDocument();
  });
});
