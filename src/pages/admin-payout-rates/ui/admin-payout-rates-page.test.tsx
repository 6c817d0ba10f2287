import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminSystemPayoutRatesPage } from './admin-payout-rates-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const admin = { _id: '65f0c0ffee00000000000001', email: 'admin@demo.test', name: 'Ada Admin', photoURL: null };

const rate = (source: string, perStream: number, changed = false) => ({
  source,
  perStream,
  currency: 'USD',
  updatedAt: changed ? '2026-11-24T10:00:00.000Z' : null,
  updatedBy: changed ? admin : null,
});

const RATES = {
  rates: [rate('SPOTIFY', 0.003, true), rate('MLC', 0.00045)],
  defaults: [
    { source: 'MLC', perStream: 0.00045, currency: 'USD' },
    { source: 'SPOTIFY', perStream: 0.0025, currency: 'USD' },
    { source: 'APPLE_MUSIC', perStream: 0.0025, currency: 'USD' },
  ],
};

const HISTORY = {
  items: [
    {
      _id: '65f0c0ffee00000000000a01',
      at: '2026-11-24T10:00:00.000Z',
      by: admin,
      changes: [
        { source: 'SPOTIFY', from: 0.0025, to: 0.003 },
        { source: 'APPLE_MUSIC', from: 0.0025, to: null },
      ],
    },
  ],
  page: 1,
  limit: 10,
  total: 1,
};

type Answer = (request: Request, url: URL) => Response | Promise<Response>;

function setup(answer: Answer, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const requests: { method: string; path: string; search: string; body: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, search: url.search, body: request.method === 'GET' ? '' : await request.clone().text() });
    return answer(request, url);
  });
  const router = createMemoryRouter([{ path: '/admin/system-payout-rates', element: <AdminSystemPayoutRatesPage /> }], {
    initialEntries: ['/admin/system-payout-rates'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router, client };
}

const api = (overrides: Partial<Record<'PUT', Answer>> = {}): Answer => (request, url) => {
  if (request.method === 'PUT') return overrides.PUT ? overrides.PUT(request, url) : json(200, RATES);
  if (url.pathname.endsWith('/history')) return json(200, HISTORY);
  return json(200, RATES);
};

afterEach(() => vi.restoreAllMocks());

describe('AdminSystemPayoutRatesPage', () => {
  it('shows each source’s rate, that the figures are estimates, and the change history', async () => {
    setup(api());
    expect(await screen.findByLabelText(/^Spotify: Rate per stream/)).toHaveValue(0.003);
    expect(screen.getByLabelText(/^MLC: Rate per stream/)).toHaveValue(0.00045);
    expect(screen.getByText(/every money figure in Royalty Desk derived from these rates is an estimate/i)).toBeInTheDocument();
    expect(screen.getByText(/^Last changed by Ada Admin on /)).toBeInTheDocument();
    const change = await screen.findByTestId('rate-change');
    expect(within(change).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(change).getByText('Spotify: $0.0025 → $0.003')).toBeInTheDocument();
    expect(within(change).getByText('Apple Music: $0.0025 → removed')).toBeInTheDocument();
  });

  it('checks the rates before saving: 0 to 1 USD, each source once', async () => {
    const user = userEvent.setup();
    const { requests } = setup(api());
    const spotify = await screen.findByLabelText(/^Spotify: Rate per stream/);
    await user.clear(spotify);
    await user.type(spotify, '1.5');
    await user.selectOptions(screen.getByLabelText(/^Source of rate 2/), 'SPOTIFY');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('The rate must be at most $1 per stream')).toBeInTheDocument();
    expect(screen.getByText('Each source may appear only once.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saves the rates, then every estimated figure is read again', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['artists', '65f0c0ffee00000000000c01', 'analytics', {}], { stale: false });
    client.setQueryData(['admin', 'overview'], { stale: false });
    const { requests } = setup(api(), client);
    const spotify = await screen.findByLabelText(/^Spotify: Rate per stream/);
    await user.clear(spotify);
    await user.type(spotify, '0.004');
    await user.click(screen.getByRole('button', { name: 'Add a source' }));
    await user.type(screen.getByLabelText(/^Apple Music: Rate per stream/), '0.002');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(JSON.parse(requests.find((request) => request.method === 'PUT')!.body)).toEqual({
      rates: [
        { source: 'SPOTIFY', perStream: 0.004, currency: 'USD' },
        { source: 'MLC', perStream: 0.00045, currency: 'USD' },
        { source: 'APPLE_MUSIC', perStream: 0.002, currency: 'USD' },
      ],
    });
    await vi.waitFor(() => expect(client.getQueryState(['artists', '65f0c0ffee00000000000c01', 'analytics', {}])?.isInvalidated).toBe(true));
    expect(client.getQueryState(['admin', 'overview'])?.isInvalidated).toBe(true);
  });

  it('shows the server’s refusal above the rates', async () => {
    const user = userEvent.setup();
    setup(api({ PUT: () => json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'Each source may appear only once.' }) }));
    await screen.findByLabelText(/^Spotify: Rate per stream/);
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each source may appear only once.');
  });

  it('fills in the product defaults on reset, to be saved', async () => {
    const user = userEvent.setup();
    setup(api());
    await screen.findByLabelText(/^Spotify: Rate per stream/);
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('The product defaults are filled in: save to apply them.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Spotify: Rate per stream/)).toHaveValue(0.0025);
    expect(screen.getByLabelText(/^Apple Music: Rate per stream/)).toHaveValue(0.0025);
  });

  it('says when the rates cannot be loaded, with a way to try again', async () => {
    setup((_, url) => (url.pathname.endsWith('/history') ? json(200, { ...HISTORY, items: [], total: 0 }) : json(403, { statusCode: 403, error: 'Forbidden', message: 'Forbidden' })));
    expect(await screen.findByText('Unable to load the payout rates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
  });
});
