import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { $session, initialSessionState, logoutFx, logoutRequested, type User } from '@/entities/session';
import { AccountPopover } from './account-popover';

// jsdom has no ResizeObserver; the popover positioning (floating-ui) needs one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
});

const user: User = {
  _id: '65f0c0ffee00000000000001',
  email: 'ada@demo.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada L.',
  photoURL: null,
  roles: [],
  artists: [],
  permissions: { isDistributed: false },
  isVerified: {},
  _artist: null,
};

function setup() {
  const scope = fork({
    values: [[$session, { ...initialSessionState, loading: false, user }]],
    handlers: [[logoutFx, () => undefined]],
  });
  const logout = vi.fn();
  createWatch({ unit: logoutRequested, fn: logout, scope });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <AccountPopover /> },
      { path: '/auth/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { scope, router, logout };
}

describe('AccountPopover', () => {
  it('shows the user and the Home, Profile and Settings links', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('Ada L.')).toBeInTheDocument();
    expect(screen.getByText('ada@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/account');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/account?tab=settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('fires logoutRequested and goes to /auth/login on Logout', async () => {
    const { router, logout, scope } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(scope.getState($session).user).toBeNull();
  });
});
