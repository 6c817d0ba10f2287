import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/entities/session/index.testing';
import { tokenStore } from '@/shared/lib/session-token';
import { json, renderPage, stubApi } from '../lib/test-utils';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const USER = makeUser({ email: 'ada@example.test' });

const SENT = 'If an account exists for that email, we have sent a link to reset your password. Check your inbox.';

beforeEach(() => tokenStore.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('/forgot-password', () => {
  it.each([
    ['a known address', 200],
    ['an unknown address (404)', 404],
  ])('shows the same confirmation for %s', async (_label, status) => {
    const calls = stubApi({ 'POST /auth/forgot-password': () => json(status, { success: status === 200, message: 'x' }) });
    const user = userEvent.setup();
    await renderPage(<ForgotPasswordPage />, { url: '/forgot-password', path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email', { exact: false, selector: 'input' }), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(calls[0]?.body).toEqual({ email: 'ada@example.test' });
  });

  it('shows the API message for other failures', async () => {
    stubApi({ 'POST /auth/forgot-password': () => json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' }) });
    const user = userEvent.setup();
    await renderPage(<ForgotPasswordPage />, { url: '/forgot-password', path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email', { exact: false, selector: 'input' }), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down');
  });
});

describe('/reset-password', () => {
  const URL = '/reset-password?email=ada%40example.test&token=reset-token';

  async function submit(password: string, confirm: string) {
    const user = userEvent.setup();
    const rendered = await renderPage(<ResetPasswordPage />, { url: URL, path: '/reset-password' });
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), password);
    await user.type(screen.getByLabelText('Confirm new password', { exact: false, selector: 'input' }), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    return rendered;
  }

  it('checks that both passwords match and are long enough', async () => {
    const calls = stubApi({});
    await submit('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('resets, is signed in automatically and goes to /dashboard', async () => {
    const calls = stubApi({
      'POST /auth/reset-password': () => json(200, { success: true, token: 'tok', user: USER }),
      'GET /nm/check-if-distributed-artist': () => json(200, false),
    });
    const { router } = await submit('brand-new-pass', 'brand-new-pass');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls[0]).toMatchObject({
      path: '/auth/reset-password',
      body: { email: 'ada@example.test', password: 'brand-new-pass', resetPasswordToken: 'reset-token' },
    });
    expect(tokenStore.get()).toBe('tok');
  });

  it('shows the API message when the reset fails', async () => {
    stubApi({ 'POST /auth/reset-password': () => json(400, { statusCode: 400, error: 'Bad Request', message: 'Reset link expired' }) });
    await submit('brand-new-pass', 'brand-new-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset link expired');
  });

  it('when the automatic login fails, says the password changed and links to sign in', async () => {
    stubApi({
      'POST /auth/reset-password': () => json(200, { success: true }),
      'POST /auth/login': () => json(500, { statusCode: 500, error: 'x', message: 'x' }),
    });
    await submit('brand-new-pass', 'brand-new-pass');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?email=ada%40example.test');
  });

  it('an incomplete link explains and offers a new one', async () => {
    stubApi({});
    await renderPage(<ResetPasswordPage />, { url: '/reset-password?email=a%40b.test', path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
