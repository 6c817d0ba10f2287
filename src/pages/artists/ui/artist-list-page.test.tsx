import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ArtistListPage } from './artist-list-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const artist = (n: number) => ({
  _id: `65f0c0ffee0000000000000${n}`,
  artistId: `sp${n}`,
  name: `Artist ${n}`,
  image: null,
  spotifyId: `sp${n}`,
  isVerified: { SPOTIFY: n === 1 },
  monthlyListeners: 1000 * n,
  monthlyEarnings: { amount: 12.5 * n, currency: 'USD', estimated: true },
  createdAt: '2025-01-01T00:00:00.000Z',
});

function setup(initialPath = '/dashboard/artists', answer: (url: URL) => Response = () =>
  json(200, { items: [artist(1), artist(2)], page: 1, limit: 25, total: 60 })) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    requests.push(url);
    return answer(url);
  });
  const router = createMemoryRouter([{ path: '/dashboard/artists', element: <ArtistListPage /> }], {
    initialEntries: [initialPath],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('ArtistListPage', () => {
  it('renders rows from the API, with estimated earnings', async () => {
    const { requests } = setup();
    const rows = await screen.findAllByTestId('artist-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Artist 1' })).toHaveAttribute(
      'href',
      '/dashboard/artists/65f0c0ffee00000000000001',
    );
    expect(within(rows[1]!).getByText('≈ $25.00')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    const first = requests[0]!;
    expect(first.pathname).toBe('/api/artists');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      page: '1',
      limit: '25',
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
  });

  it('says the total is about so many when the server estimated it', async () => {
    setup('/dashboard/artists', () => json(200, { items: [artist(1), artist(2)], page: 1, limit: 25, total: 100_120, totalIsEstimate: true }));
    await screen.findAllByTestId('artist-row');
    expect(screen.getByText('about 100,000 artists')).toBeInTheDocument();
    expect(screen.getByText('1–25 of about 100,000')).toBeInTheDocument();
  });

  it('writes a changed filter to the URL and leaves blank ones out', async () => {
    const { router, requests } = setup('/dashboard/artists?page=2&search=%20');
    await screen.findAllByTestId('artist-row');
    expect(router.state.location.search).toBe('?page=2&search=%20');
    await userEvent.selectOptions(screen.getByLabelText('Verification'), 'true');
    expect(router.state.location.search).toBe('?isVerified=true');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'popular');
    expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('monthlyListeners');
    await vi.waitFor(() =>
      expect(requests.at(-1)!.searchParams.get('isVerified')).toBe('true'),
    );
    expect(requests.at(-1)!.searchParams.has('search')).toBe(false);
  });

  it('pages through the list', async () => {
    const { router } = setup();
    await screen.findAllByTestId('artist-row');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('filters published or draft artists beside the sort, in the URL and the request', async () => {
    const { router, requests } = setup('/dashboard/artists?page=3');
    await screen.findAllByTestId('artist-row');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All artists', 'Published', 'Draft']);

    await userEvent.selectOptions(status, 'published');
    expect(router.state.location.search).toBe('?status=published');
    await vi.waitFor(() => expect(requests.at(-1)!.searchParams.get('status')).toBe('published'));
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'oldest');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'published',
      sortDirection: 'asc',
    });

    await userEvent.selectOptions(status, 'draft');
    await vi.waitFor(() => expect(requests.at(-1)!.searchParams.get('status')).toBe('draft'));
    await userEvent.selectOptions(status, '');
    expect(router.state.location.search).not.toContain('status');
  });

  it('reads an unknown status as no filter', async () => {
    const { requests } = setup('/dashboard/artists?status=online');
    await screen.findAllByTestId('artist-row');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(requests[0]!.searchParams.has('status')).toBe(false);
  });

  it('says when no artist matches the filters, and clears them', async () => {
    const { router } = setup('/dashboard/artists?status=published', (url) =>
      json(200, { items: url.searchParams.has('status') ? [] : [artist(1)], page: 1, limit: 25, total: url.searchParams.has('status') ? 0 : 1 }),
    );
    expect(await screen.findByText('No artists match these filters')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(2);
    await userEvent.click(clear[1]!);
    expect(router.state.location.search).toBe('');
    expect(await screen.findAllByTestId('artist-row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says when the roster is empty, without "Clear filters"', async () => {
    setup('/dashboard/artists', () => json(200, { items: [], page: 1, limit: 25, total: 0 }));
    expect(await screen.findByText('No artists yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it("shows the API's message when the call fails", async () => {
    setup('/dashboard/artists', () => json(403, { statusCode: 403, error: 'Forbidden', message: 'No access to artists' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No access to artists');
  });
});
