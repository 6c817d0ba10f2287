import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { beforeEach, describe, expect, it } from 'vitest';
import { $session, initialSessionState } from '@/entities/session';
import { $settings, SETTINGS_STORAGE_KEY } from '@/entities/theme';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AccountPage } from './account-page';
import { testUser } from '../lib/test-user';

const user = testUser;

function renderAt(url: string) {
  const scope = fork({ values: [[$session, { ...initialSessionState, loading: false, user }]] });
  const router = createMemoryRouter([{ path: '/dashboard/account', element: <AccountPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Provider value={scope}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { scope, router };
}

beforeEach(() => localStorage.clear());

describe('AccountPage', () => {
  it('shows the profile by default, its form once arrived', async () => {
    renderAt('/dashboard/account');
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('ada@demo.test')).toBeInTheDocument();
  });

  it('switches to the password form', async () => {
    const { router } = renderAt('/dashboard/account');
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    expect(router.state.location.search).toBe('?tab=security');
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('binds the settings section to the settings model', async () => {
    const { scope } = renderAt('/dashboard/account?tab=settings');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Right to left' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Mini' }));
    await userEvent.click(screen.getByRole('switch', { name: /Stretch/ }));
    expect(scope.getState($settings)).toEqual({
      themeMode: 'light',
      themeContrast: 'high',
      themeDirection: 'rtl',
      themeLayout: 'mini',
      themeColorPresets: 'purple',
      themeStretch: true,
    });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ themeMode: 'light', themeStretch: true });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(scope.getState($settings).themeMode).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});
