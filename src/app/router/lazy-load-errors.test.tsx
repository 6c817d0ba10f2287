import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';
import { makeUser, renderRoutes } from './test-utils';

// Two page chunks cannot be loaded (removed by a deploy, or the network dropped). Vitest wraps a
// failing mock factory's error, keeping the original as `cause`.
vi.mock('@/pages/auth', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /static/js/async/pages-auth.js');
});
vi.mock('@/pages/releases', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /static/js/async/pages-releases.js');
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // React logs the errors its boundaries catch
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderAt(url: string, user: ReturnType<typeof makeUser> | null = null) {
  return (await renderRoutes(routes, url, { user })).router;
}

describe('failed page loads with the real route table', () => {
  it("/signup shows 'Error loading registration page' with a link to login (spec 1 §2)", async () => {
    await renderAt('/signup');
    expect(await screen.findByRole('heading', { name: 'Error loading registration page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it('a dashboard page shows the new-version screen inside the dashboard shell', async () => {
    await renderAt('/dashboard/releases/management', makeUser());
    // The real dashboard layout chunk loads first (a slow first import in the test runner).
    expect(await screen.findByRole('heading', { name: 'New Version Available' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});
