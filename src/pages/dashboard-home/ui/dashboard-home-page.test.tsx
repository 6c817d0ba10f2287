import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

const newsModuleLoaded = vi.fn();

vi.mock('@/entities/selected-artist', () => ({
  useSelectedArtist: () => ({ selectedArtistId: null, selectedArtist: null, roster: [{ _id: 'a' }], selectArtist: vi.fn() }),
}));
vi.mock('@/entities/session', () => ({
  useSession: () => ({ loading: false, user: { _id: 'u', email: 'investor@demo.test' }, isAuthenticated: true, isAdmin: false, isInvestorOnly: true }),
}));
vi.mock('@/features/verify-artist', () => ({
  needsVerification: () => false,
  offerVerification: vi.fn(),
  VerifyArtistButton: () => null,
}));
vi.mock('@/features/create-artist-profile', () => ({ CreateArtistProfileButton: () => null }));
vi.mock('./news/news', () => {
  newsModuleLoaded();
  return { default: () => <section aria-label="News">Latest news</section> };
});

const { DashboardHomePage } = await import('./dashboard-home-page');

describe('DashboardHomePage', () => {
  it('loads the news card on its own, after the page has painted', async () => {
    const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardHomePage /> }], { initialEntries: ['/dashboard'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(newsModuleLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'News' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'News' })).toBeInTheDocument();
    expect(newsModuleLoaded).toHaveBeenCalledTimes(1);
  });
});
