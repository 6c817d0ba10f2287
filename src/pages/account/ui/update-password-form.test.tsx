import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, initialSessionState, updatePasswordFx, type AuthSession } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { toaster } from '@/shared/ui';
import { testUser } from '../lib/test-user';
import { UpdatePasswordForm } from './update-password-form';

const user = testUser;

function setup(handler: (body: unknown) => Promise<AuthSession>) {
  const spy = vi.fn(handler);
  const scope = fork({
    values: [[$session, { ...initialSessionState, loading: false, token: 'old', user }]],
    handlers: [[updatePasswordFx, spy]],
  });
  render(
    <Provider value={scope}>
      <UpdatePasswordForm />
    </Provider>,
  );
  return { spy, scope };
}

const current = () => screen.getByLabelText(/Current password/);
const fresh = () => screen.getByLabelText(/^New password/);
const confirm = () => screen.getByLabelText(/Confirm new password/);
const save = () => screen.getByRole('button', { name: 'Save password' });

afterEach(() => vi.restoreAllMocks());

describe('UpdatePasswordForm', () => {
  it('requires every field', async () => {
    const { spy } = setup(async () => ({ token: 't', user }));
    await userEvent.click(save());
    expect(current()).toHaveAccessibleDescription('Current password is required');
    expect(fresh()).toHaveAccessibleDescription(expect.stringContaining('New password is required'));
    expect(confirm()).toHaveAccessibleDescription('Please confirm the new password');
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('asks for 8 characters and a matching confirmation', async () => {
    const { spy } = setup(async () => ({ token: 't', user }));
    await userEvent.type(current(), 'old-password');
    await userEvent.type(fresh(), 'short');
    await userEvent.type(confirm(), 'other');
    await userEvent.click(save());
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(confirm()).toHaveAccessibleDescription('Passwords must match');
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends the passwords, shows a success toast and clears the form', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const { spy, scope } = setup(async () => ({ token: 'new-token', user }));
    await userEvent.type(current(), 'old-password');
    await userEvent.type(fresh(), 'new-password-1');
    await userEvent.type(confirm(), 'new-password-1');
    await userEvent.click(save());
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Password updated' })));
    expect(spy).toHaveBeenCalledWith({
      oldPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmNewPassword: 'new-password-1',
    });
    expect(scope.getState($session).token).toBe('new-token');
    await vi.waitFor(() => expect(current()).toHaveValue(''));
  });

  it('shows a wrong current password under that field', async () => {
    setup(async () => {
      throw new ApiError({ status: 400, message: 'Current password is incorrect' });
    });
    await userEvent.type(current(), 'wrong-password');
    await userEvent.type(fresh(), 'new-password-1');
    await userEvent.type(confirm(), 'new-password-1');
    await userEvent.click(save());
    await vi.waitFor(() => expect(current()).toHaveAccessibleDescription('Current password is incorrect'));
    expect(current()).toHaveValue('wrong-password');
  });

  it('shows other server errors as the form error', async () => {
    setup(async () => {
      throw new ApiError({ status: 500, kind: 'http', message: 'Server error. Please try again later.' });
    });
    await userEvent.type(current(), 'old-password');
    await userEvent.type(fresh(), 'new-password-1');
    await userEvent.type(confirm(), 'new-password-1');
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    expect(screen.getByRole('form', { name: 'Change password' })).toHaveAccessibleDescription(
      'Server error. Please try again later.',
    );
  });
});
