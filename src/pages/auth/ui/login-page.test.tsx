import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { sessionEnded } from '@/entities/session';
import { tokenStore } from '@/shared/lib/session-token';
import { json, renderPage, stubApi } from '../lib/test-utils';
import { LoginPage } from './login-page';

const USER = {
  _id: '0123456789abcdef01234567',
  email: 'artist@demo.test',
  firstName: 'Ada',
  lastName: 'Artist',
  displayName: 'Ada Artist',
  roles: ['ADMIN'],
  artists: [],
  permissions: { isDistributed: false },
  isVerified: {},
  _artist: null,
};

beforeEach(() => tokenStore.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

async function signIn(url = '/login', email = 'artist@demo.test', password = 'demo-password') {
  const user = userEvent.setup();
  const rendered = await renderPage(<LoginPage />, { url, path: '/login' });
  await user.type(screen.getByLabelText('Email', { exact: false, selector: 'input' }), email);
  await user.type(screen.getByLabelText('Password', { exact: false, selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return rendered;
}

describe('/login', () => {
  it('says why after the server ended the session (an archived account), and the refusal on signing in again', async () => {
    const message = 'This account has been deactivated. Contact support to restore it.';
    const scope = fork();
    await allSettled(sessionEnded, { scope, params: { reason: 'archived' } });
    stubApi({ 'POST /auth/login': () => json(403, { statusCode: 403, error: 'Forbidden', message }) });
    await renderPage(<LoginPage />, { url: '/login', path: '/login', scope });
    expect(screen.getByRole('alert')).toHaveTextContent(message);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email', { exact: false, selector: 'input' }), 'artist@demo.test');
    await user.type(screen.getByLabelText('Password', { exact: false, selector: 'input' }), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('shows the server message when login fails', async () => {
    stubApi({
      'POST /auth/login': () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }),
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("falls back to 'An error occurred during login.'", async () => {
    stubApi({ 'POST /auth/login': () => new Response('', { status: 418 }) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login.');
  });

  it('sends an unverified account to /verify?email=…', async () => {
    stubApi({
      'POST /auth/login': () =>
        json(403, { statusCode: 403, error: 'Forbidden', message: 'Please verify your email first', verificationRequired: true }),
    });
    const { router } = await signIn();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(router.state.location.search).toBe('?email=artist%40demo.test');
  });

  it('after login lands on the admin root (an admin), storing the session', async () => {
    stubApi({
      'POST /auth/login': () => json(200, { token: 'tok', user: USER }),
      'GET /nm/check-if-distributed-artist': () => json(200, true),
    });
    const { router } = await signIn();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(tokenStore.get()).toBe('tok');
  });

  it('after login lands on /dashboard (not an admin)', async () => {
    stubApi({
      'POST /auth/login': () => json(200, { token: 'tok', user: { ...USER, roles: ['ARTIST'] } }),
      'GET /nm/check-if-distributed-artist': () => json(200, true),
    });
    const { router } = await signIn();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('after login lands on a safe returnTo', async () => {
    stubApi({
      'POST /auth/login': () => json(200, { token: 'tok', user: USER }),
      'GET /nm/check-if-distributed-artist': () => json(200, true),
    });
    const { router } = await signIn('/login?returnTo=%2Fdashboard%2Fworks%3Fpage%3D2');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/works'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('validates before calling the API', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    await renderPage(<LoginPage />, { url: '/login', path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('links to sign up and forgot password, and shows no demo hint', async () => {
    stubApi({});
    await renderPage(<LoginPage />, { url: '/login', path: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
  });
});
