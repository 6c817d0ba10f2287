import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { $session, initialSessionState, logoutFx, logoutRequested } from '@/entities/session';
import { makeUser } from '@/entities/session/index.testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AccountMenu } from './account-menu';

// jsdom has no ResizeObserver; the menu positioning (floating-ui) needs one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
});

const user = makeUser({
  _id: '65f0c0ffee00000000000001',
  email: 'ada@demo.test',
  lastName: 'Lovelace',
  displayName: 'Ada L.',
  photoURL: null,
});

function setup() {
  const scope = fork({
    values: [[$session, { ...initialSessionState, loading: false, user }]],
    handlers: [[logoutFx, () => undefined]],
  });
  const logout = vi.fn();
  createWatch({ unit: logoutRequested, fn: logout, scope });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <AccountMenu /> },
      { path: '/auth/login', element: <h1>Login</h1> },
      { path: '/dashboard/account', element: <h1>Account</h1> },
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

describe('AccountMenu', () => {
  it('shows the user above the Home, Profile and Settings links and Logout, all menu items', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'Account menu, AL' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Account menu, AL' });
    expect(within(menu).getByRole('group', { name: 'Ada L. ada@demo.test' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/account');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/account?tab=settings');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  });

  it('goes to a link with the keyboard: arrow down to Profile, Enter', async () => {
    const { router } = setup();
    screen.getByRole('button', { name: 'Account menu, AL' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account menu, AL' });
    await waitFor(() => expect(menu).toHaveFocus());
    // Opened from the keyboard, the first item is highlighted.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
  });

  it('fires logoutRequested and goes to /auth/login on Logout (End, Enter)', async () => {
    const { router, logout, scope } = setup();
    screen.getByRole('button', { name: 'Account menu, AL' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Account menu, AL' });
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Enter}');
    expect(logout).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(scope.getState($session).user).toBeNull();
  });
});
