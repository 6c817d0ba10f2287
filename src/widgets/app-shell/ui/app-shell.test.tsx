import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, initialSessionState, logoutFx, type User } from '@/entities/session';
import { makeUser } from '@/entities/session/index.testing';
import { $navLayout, SETTINGS_STORAGE_KEY } from '@/entities/theme';
import { $modalsOpen } from '@/entities/general-store';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ADMIN_MENU } from './admin-menu';
import { AppShell } from './app-shell';

// jsdom has no ResizeObserver; the popover positioning (floating-ui) needs one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
});

const baseUser = makeUser({
  _id: '65f0c0ffee00000000000001',
  email: 'ada@demo.test',
  lastName: 'Lovelace',
  displayName: '',
  photoURL: null,
  artists: [{ _id: 'r1', _artist: { _id: '65f0c0ffee000000000000a1', name: 'Ada Sound' } }],
  isVerified: { spotify: true },
});

function renderShell(url: string, user: User | null = baseUser) {
  const scope: Scope = fork({
    values: [[$session, { ...initialSessionState, loading: false, user }]],
    handlers: [[logoutFx, () => undefined]],
  });
  const page = { path: '*', element: <h1>Page</h1> };
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AppShell area="admin" adminMenu={ADMIN_MENU} />, children: [{ index: true, element: <h1>Page</h1> }, page] },
      { path: '/dashboard', element: <AppShell area="dashboard" />, children: [{ index: true, element: <h1>Page</h1> }, page] },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { scope, router };
}

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-layout');
});

describe('AppShell navigation', () => {
  it('shows the admin section first in the admin layout and highlights the current page', () => {
    renderShell('/admin/users', { ...baseUser, roles: ['ADMIN'] });
    const nav = mainNav();
    const headings = within(nav).getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Admin', 'Artist', 'Distribution', 'Invite your friends']);
    const admin = within(nav).getByRole('list', { name: 'Admin' });
    expect(within(admin).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(admin).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('loads the admin section for an admin in the dashboard layout, last', async () => {
    renderShell('/dashboard', { ...baseUser, roles: ['ADMIN'] });
    const nav = mainNav();
    expect(await within(nav).findByRole('list', { name: 'Admin' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Artist', 'Distribution', 'Invite your friends', 'Admin']);
  });

  it('hides the admin section from regular users', () => {
    renderShell('/dashboard');
    expect(within(mainNav()).queryByRole('heading', { name: 'Admin' })).toBeNull();
  });

  it('expands a group when the current path is inside it', async () => {
    const { router } = renderShell('/admin/users', { ...baseUser, roles: ['ADMIN'] });
    const group = within(mainNav()).getByRole('button', { name: 'Email' });
    expect(group).toHaveAttribute('aria-expanded', 'false');

    await act(() => router.navigate('/admin/email-lists/65f0c0ffee0000000000000d'));
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainNav()).getByRole('link', { name: 'Lists' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the group of the page it starts on, and the user can fold it', async () => {
    renderShell('/admin/email/campaigns', { ...baseUser, roles: ['ADMIN'] });
    const group = within(mainNav()).getByRole('button', { name: 'Email' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainNav()).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks disabled items with aria-disabled and says why', () => {
    renderShell('/dashboard');
    const nav = mainNav();
    const wallet = within(nav).getByRole('link', { name: /Wallet/ });
    expect(wallet).toHaveAttribute('aria-disabled', 'true');
    expect(wallet).not.toHaveAttribute('href');
    expect(wallet).toHaveAccessibleDescription('Coming soon');
    const usage = within(nav).getByRole('link', { name: /Usage report/ });
    expect(usage).toHaveAttribute('aria-disabled', 'true');
  });

  it('toggles vertical ↔ mini, persists the choice and applies it to the page', async () => {
    const { scope } = renderShell('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));

    expect(scope.getState($navLayout)).toBe('mini');
    expect(mainNav()).toHaveAttribute('data-layout', 'mini');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ themeLayout: 'mini' });
    expect(document.documentElement).toHaveAttribute('data-layout', 'mini');
    // Mini: short labels under the icons, the full title as the accessible name.
    expect(within(mainNav()).getByRole('link', { name: 'Catalog management' })).toHaveTextContent('Catalog');
    expect(within(mainNav()).queryByRole('heading', { name: 'Artist' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(scope.getState($navLayout)).toBe('vertical');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ themeLayout: 'vertical' });
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toBeInTheDocument();
  });

  it('opens the create-release modal flag from the Distribution menu', async () => {
    const { scope } = renderShell('/dashboard');
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Create release' }));
    // The wizard itself is mounted by the signed-in layouts (features/create-release).
    expect(scope.getState($modalsOpen).releaseCreate).toBe(true);
  });

  it('opens the navigation drawer from the header menu button and closes it on navigation', async () => {
    const { router } = renderShell('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Release management' }));
    expect(router.state.location.pathname).toBe('/dashboard/releases/management');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the theme switch and the account menu in place of their placeholders once idle', async () => {
    renderShell('/dashboard');
    expect(await screen.findByRole('button', { name: /^Account menu/ })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('button', { name: /^Switch to (dark|light) mode$/ })).toBeInTheDocument();
  });

  it('names the company group under the navigation, with the year of the clock (spec 1 §9)', () => {
    renderShell('/dashboard');
    expect(within(mainNav()).getByText(`© ${new Date().getFullYear()} Royalty Desk Group`)).toBeInTheDocument();
  });

  it('links the logo to /', () => {
    renderShell('/dashboard');
    for (const link of screen.getAllByRole('link', { name: 'Royalty Desk home' })) {
      expect(link).toHaveAttribute('href', '/');
    }
  });
});
