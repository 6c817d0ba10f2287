import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppToaster, preloadToaster } from '@/shared/ui';
import { AdminCatalogPage } from './admin-catalog-items-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function item(n: number, type: 'track' | 'album' = 'track') {
  return {
    type,
    id: `spotify${n}`,
    platform: 'SPOTIFY',
    name: `${type === 'track' ? 'Track' : 'Album'} ${n}`,
    image: null,
    artists: [{ name: 'The Paper Boats', platformId: 'x', artistId: null, role: 'PRIMARY_ARTIST' }],
    album: type === 'track' ? { id: 'al1', name: 'Harbour', image: null, releaseDate: '2025-05-02' } : null,
    isrc: type === 'track' ? 'USRC17607839' : null,
    upc: type === 'album' ? '012345678905' : null,
    releaseDate: '2025-05-02',
    durationMs: type === 'track' ? 185000 : null,
    trackCount: type === 'album' ? 11 : null,
    streams: 123456,
    estimatedEarnings: { amount: 400.25, currency: 'USD', estimated: true },
  };
}

function setup(path: string, answer: (url: URL) => Response) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    requests.push(url);
    return answer(url);
  });
  const router = createMemoryRouter([{ path: '/admin/catalog', element: (<><AdminCatalogPage /><AppToaster /></>) }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

const pageOf = (items: unknown[], total = items.length) => json(200, { items, page: 1, limit: 25, total });

beforeAll(async () => {
  await preloadToaster();
});
afterEach(() => vi.restoreAllMocks());

describe('AdminCatalogPage', () => {
  it('lists albums when the address asks for them, with its search and sort', async () => {
    const { requests } = setup('/admin/catalog?type=album&search=harbour&sortBy=latest', () => pageOf([item(1, 'album')], 1));
    const [row] = await screen.findAllByTestId('catalog-row');
    expect(within(row!).getByText('Album 1')).toBeInTheDocument();
    expect(within(row!).getByText('012345678905')).toBeInTheDocument();
    expect(within(row!).getByText('11')).toBeInTheDocument();
    expect(within(row!).getByText('123,456')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'UPC' })).toBeInTheDocument();
    expect(screen.getByText('1 album')).toBeInTheDocument();
    const query = requests[0]!.searchParams;
    expect([query.get('type'), query.get('search'), query.get('sortBy')]).toEqual(['album', 'harbour', 'latest']);
    expect(screen.getByLabelText('Show')).toHaveValue('album');
  });

  it('shows tracks by default and switches kind through the address', async () => {
    const user = userEvent.setup();
    const { router } = setup('/admin/catalog', () => pageOf([item(1)]));
    const [row] = await screen.findAllByTestId('catalog-row');
    expect(within(row!).getByText('3:05')).toBeInTheDocument();
    expect(within(row!).getByText(/Harbour/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'album');
    expect(router.state.location.search).toBe('?type=album');
  });

  it('says when no track matches the search', async () => {
    setup('/admin/catalog?search=zzz', () => pageOf([]));
    expect(await screen.findByText('No tracks match these filters')).toBeInTheDocument();
  });

  it('exports every matching track as a CSV file', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:catalog';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = setup('/admin/catalog?search=song', () => pageOf([item(1), item(2)]));
    await screen.findAllByTestId('catalog-row');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Downloaded catalog-tracks-\d{4}-\d{2}-\d{2}\.csv$/)).toBeInTheDocument();
    const exported = requests.find((url) => url.searchParams.get('limit') === '100')!;
    expect(exported.searchParams.get('search')).toBe('song');
    expect(exported.searchParams.get('type')).toBe('track');
    const text = new TextDecoder().decode(new Uint8Array(await blobs[0]!.arrayBuffer()));
    expect(text.split('\r\n')[1]).toBe('Track 1,The Paper Boats,Harbour,USRC17607839,2025-05-02,185,Spotify,spotify1,123456,400.25');
  });

  it('shows the server’s message when the catalog cannot be loaded', async () => {
    setup('/admin/catalog', () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }));
    expect(await screen.findByText('Unable to load the catalog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
