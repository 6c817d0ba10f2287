import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

const newsModuleLoaded = vi.fn();
const ARTIST_ID = '66b4de000000000000000b01';
const selection = vi.hoisted(() => ({ current: null as null | { _id: string; name: string; image: string | null } }));

vi.mock('@/entities/selected-artist', () => ({
  useSelectedArtist: () => ({
    selectedArtistId: selection.current?._id ?? null,
    selectedArtist: selection.current,
    roster: [{ _id: 'a' }],
    selectArtist: vi.fn(),
  }),
}));
vi.mock('@/entities/session', () => ({
  useSession: () => ({ loading: false, user: { _id: 'u', email: 'artist@demo.test' }, isAuthenticated: true, isAdmin: false, isInvestorOnly: false }),
}));
vi.mock('@/features/verify-artist', () => ({
  needsVerification: () => false,
  offerVerification: vi.fn(),
  VerifyArtistButton: () => <button type="button">Verify your artist</button>,
}));
vi.mock('@/features/create-artist-profile', () => ({ CreateArtistProfileButton: () => null }));
vi.mock('@/widgets/roster-popover', () => ({ RosterPopover: () => <button type="button">Switch artist</button> }));
vi.mock('@/widgets/stream-chart', () => ({
  StreamChart: ({ title }: { title: string }) => <figure aria-label={title} />,
}));
vi.mock('./news/news', () => {
  newsModuleLoaded();
  return { default: () => <section aria-label="News">Latest news</section> };
});

const { DashboardHomePage } = await import('./dashboard-home-page');

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const money = (amount: number) => ({ amount, currency: 'USD', estimated: true });
const slow = { timeout: 10_000 };
const future = new Date(Date.now() + 20 * 86_400_000).toISOString();

function answer(url: URL): Response {
  if (url.pathname.endsWith('/analytics')) {
    return json({
      artistId: ARTIST_ID,
      from: '2026-09-01',
      to: '2026-09-02',
      platforms: ['SPOTIFY'],
      series: [{ platform: 'SPOTIFY', points: [{ date: '2026-09-01', streams: 500 }, { date: '2026-09-02', streams: 624 }] }],
      totals: { streams: 1124, estimatedEarnings: money(4.5), byPlatform: [{ platform: 'SPOTIFY', streams: 1124, estimatedEarnings: money(4.5) }] },
      previousPeriod: { streams: 1000, estimatedEarnings: money(5) },
      updatedAt: null,
    });
  }
  if (url.pathname.endsWith('/overview')) {
    const track = { id: 't1', name: 'Night Swim', artists: [{ name: 'Luna Vale' }], durationMs: 1000, isrc: null, image: null, album: { id: 'al', name: 'Tides', image: null }, streams: 4321, estimatedEarnings: money(1) };
    return json({ topTracks: [track], dailyStreams: [], platforms: [], totals: {}, period: { from: '2025-09-01', to: '2026-08-31' }, updatedAt: '2026-09-01T00:00:00Z' });
  }
  if (url.pathname.endsWith('/releases')) {
    if (url.searchParams.get('status')) return json({ items: [], total: 0, page: 1, limit: 3 });
    const release = { _id: 'r1', title: 'Midnight Drive', titleVersion: null, format: 'SINGLE', status: 'APPROVED', displayStatus: 'APPROVED', missingFields: [], coverArtUrl: null, coverThumbnailUrl: null, primaryArtists: [], label: null, primaryGenre: null, releaseDate: future, upc: null, trackCount: 1 };
    return json({ items: [release], total: 1, page: 1, limit: 6 });
  }
  return json({ _id: ARTIST_ID, artistId: 'sp', name: 'Luna Vale', image: 'https://img.test/luna.jpg', spotifyId: 'sp', isVerified: { spotify: true }, monthlyListeners: 9000, followers: 1200 });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardHomePage /> }], { initialEntries: ['/dashboard'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  selection.current = null;
});
afterEach(() => vi.restoreAllMocks());

describe('DashboardHomePage', () => {
  it('loads the news card on its own, after the page has painted', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(newsModuleLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'News' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'News' })).toBeInTheDocument();
    expect(newsModuleLoaded).toHaveBeenCalledTimes(1);
  });

  it("shows the artist's header, figures with their change, the next step, top tracks and releases", async () => {
    selection.current = { _id: ARTIST_ID, name: 'Luna Vale', image: null };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(new URL((input as Request).url)));
    renderPage();
    // The roster's name heads the page before the artist's record has come.
    expect(screen.getByRole('heading', { level: 1, name: 'Luna Vale' })).toBeInTheDocument();
    const marks = await screen.findByRole('list', { name: 'Verified on' }, slow);
    expect(within(marks).getByRole('listitem')).toHaveTextContent('Verified on Spotify');
    expect(await screen.findByText('up 12.4% vs previous period', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('down 10.0% vs previous period')).toBeInTheDocument();
    expect(screen.getAllByTestId('sparkline')).toHaveLength(2);
    const next = await screen.findByRole('region', { name: /Midnight Drive.* goes live on/ }, slow);
    expect(within(next).getByRole('link', { name: 'View the release' })).toHaveAttribute('href', '/dashboard/releases/r1/edit');
    const tracks = await screen.findByRole('region', { name: 'Top tracks' }, slow);
    expect(await within(tracks).findByText('4,321', undefined, slow)).toBeInTheDocument();
    const releases = screen.getByRole('region', { name: 'Releases' });
    expect(within(await within(releases).findByRole('list', { name: 'Upcoming releases' }, slow)).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch artist' })).toBeInTheDocument();
  }, 30_000);
});
