import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppToaster, preloadToaster } from '@/shared/ui';
import { AdminMlcPage } from './admin-mlc-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const money = (amount: number) => ({ amount, currency: 'USD', estimated: true });

function line(n: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `65f0c0ffee0000000000e${String(n).padStart(3, '0')}`,
    artistId: '65f0c0ffee00000000000a01',
    recordingTitle: `Song ${n}`,
    performerName: 'The Paper Boats',
    isrc: 'USRC17607839',
    workTitle: null,
    iswc: null,
    period: '2026-06',
    source: 'MLC',
    platform: 'SPOTIFY',
    streams: 1000 + n,
    estimatedAmount: money(12.5),
    status: 'UNCLAIMED',
    statusUpdatedAt: null,
    rejectionReason: null,
    artist: { _id: '65f0c0ffee00000000000a01', name: 'The Paper Boats', image: null, spotifyId: null },
    ...overrides,
  };
}

function setup(path: string, answer: (url: URL) => Response) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    requests.push(url);
    return answer(url);
  });
  const router = createMemoryRouter(
    [{ path: '/admin/mlc', element: (<><AdminMlcPage /><AppToaster /></>) }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

const pageOf = (items: unknown[], total: number, amount = 1234.5) => json(200, { items, page: 1, limit: 25, total, totalEstimatedAmount: money(amount) });

beforeAll(async () => {
  await preloadToaster();
});
afterEach(() => vi.restoreAllMocks());

describe('AdminMlcPage', () => {
  it('lists lines filtered from the address, with the estimated total labelled as an estimate', async () => {
    const { requests } = setup('/admin/mlc?status=CLAIMED&search=paper&sortBy=latest&minAmount=5', () => pageOf([line(1, { status: 'CLAIMED' })], 1));
    const [row] = await screen.findAllByTestId('mlc-row');
    expect(within(row!).getByText('Song 1')).toBeInTheDocument();
    expect(within(row!).getByText('Claimed')).toBeInTheDocument();
    expect(within(row!).getByText('Jun 2026')).toBeInTheDocument();
    expect(within(row!).getByText('≈ $12.50')).toBeInTheDocument();
    expect(screen.getByText('≈ $1,234.50')).toBeInTheDocument();
    expect(screen.getAllByText('Estimated').length).toBeGreaterThan(0);
    const query = requests[0]!.searchParams;
    expect([query.get('status'), query.get('search'), query.get('sortBy'), query.get('minAmount')]).toEqual(['CLAIMED', 'paper', 'latest', '5']);
    expect(screen.getByLabelText('Status')).toHaveValue('CLAIMED');
  });

  it('writes a new status to the address', async () => {
    const user = userEvent.setup();
    const { router } = setup('/admin/mlc', () => pageOf([line(1)], 1));
    await screen.findAllByTestId('mlc-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'REJECTED');
    expect(router.state.location.search).toBe('?status=REJECTED');
  });

  it('says when nothing matches the filters', async () => {
    setup('/admin/mlc?status=REJECTED', () => pageOf([], 0, 0));
    expect(await screen.findByText('No lines match these filters')).toBeInTheDocument();
  });

  it('exports every matching line, page by page, as a CSV file', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:mlc';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = setup('/admin/mlc?status=UNCLAIMED', (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      if (limit === 100) return pageOf(Array.from({ length: page === 1 ? 100 : 20 }, (_, index) => line((page - 1) * 100 + index)), 120);
      return pageOf([line(1)], 120);
    });
    await screen.findAllByTestId('mlc-row');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Downloaded unclaimed-royalties-\d{4}-\d{2}-\d{2}\.csv$/)).toBeInTheDocument();
    expect(screen.getByText('120 rows')).toBeInTheDocument();
    const exportRequests = requests.filter((url) => url.searchParams.get('limit') === '100');
    expect(exportRequests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(exportRequests.every((url) => url.searchParams.get('status') === 'UNCLAIMED')).toBe(true);
    const text = new TextDecoder().decode(new Uint8Array(await blobs[0]!.arrayBuffer()));
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(121);
    expect(lines[0]).toBe('Recording,ISRC,Work,ISWC,Performer,Artist,Period,Platform,Streams,Estimated amount (USD),Status,Status updated,Rejection reason');
    expect(lines[1]).toBe('Song 0,USRC17607839,,,The Paper Boats,The Paper Boats,2026-06,Spotify,1000,12.5,Unclaimed,,');
  });

  it('shows the server’s message when the lines cannot be loaded', async () => {
    setup('/admin/mlc', () => json(400, { statusCode: 400, error: 'Bad Request', message: 'minAmount must be a number' }));
    expect(await screen.findByText('Unable to load unclaimed royalties')).toBeInTheDocument();
    expect(screen.getByText('minAmount must be a number')).toBeInTheDocument();
  });
});
