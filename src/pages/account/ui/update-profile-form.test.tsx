import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, initialSessionState } from '@/entities/session';
import { toaster } from '@/shared/ui';
import { UpdateProfileForm } from './update-profile-form';
import { testUser } from '../lib/test-user';

const user = testUser;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: (body: unknown) => Response) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const body: unknown = await request.clone().json();
    requests.push({ method: request.method, url: request.url, body });
    return answer(body);
  });
  const scope = fork({ values: [[$session, { ...initialSessionState, loading: false, user }]] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Provider value={scope}>
        <UpdateProfileForm />
      </Provider>
    </QueryClientProvider>,
  );
  return { scope, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('UpdateProfileForm', () => {
  it('starts from the signed-in user', () => {
    setup(() => json(200, user));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Lovelace');
  });

  it('checks the names and the phone number', async () => {
    const { requests } = setup(() => json(200, user));
    await userEvent.clear(screen.getByLabelText(/First name/));
    await userEvent.type(screen.getByLabelText(/Phone number/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('First name required');
    expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid phone number'),
    );
    expect(requests).toHaveLength(0);
  });

  it('patches the profile, updates the session user and confirms', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const updated = { ...user, displayName: 'Countess' };
    const { scope, requests } = setup(() => json(200, updated));
    await userEvent.type(screen.getByLabelText(/Display name/), 'Countess');
    await userEvent.type(screen.getByLabelText(/Phone number/), '+1 415 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Profile updated' })));
    expect(requests).toEqual([
      {
        method: 'PATCH',
        url: expect.stringMatching(/\/user\/profile$/),
        body: { firstName: 'Ada', lastName: 'Lovelace', displayName: 'Countess', phoneNumber: '+1 415 555 0100' },
      },
    ]);
    expect(scope.getState($session).user?.displayName).toBe('Countess');
  });

  it('shows a server validation message under the field it names', async () => {
    setup(() => json(400, { statusCode: 400, error: 'Bad Request', message: 'phoneNumber must match the pattern' }));
    await userEvent.type(screen.getByLabelText(/Phone number/), '+1 415 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
        expect.stringContaining('phoneNumber must match the pattern'),
      ),
    );
  });
});
