import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $session,
  $signOutNotice,
  ARCHIVED_SIGN_OUT_MESSAGE,
  initialSessionState,
  logoutRequested,
  type User,
} from '@/entities/session';
import { userEvents } from '@/shared/lib/user-events';
import { makeUser } from '../router/test-utils';
import { UserEventsBridge } from './user-events-bridge';

vi.mock('@/shared/lib/user-events', () => ({
  userEvents: { start: vi.fn(), stop: vi.fn(), subscribe: vi.fn(() => () => undefined), active: false },
}));

afterEach(() => vi.clearAllMocks());

describe('user events bridge', () => {
  it('opens the stream for a signed-in user, listens for release status changes and closes it on sign-out', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const user: User = makeUser();
    const scope = fork({ values: [[$session, { ...initialSessionState, loading: false, token: 'token', user }]] });
    render(
      <Provider value={scope}>
        <QueryClientProvider client={new QueryClient()}>
          <UserEventsBridge />
        </QueryClientProvider>
      </Provider>,
    );
    expect(userEvents.start).toHaveBeenCalledTimes(1);
    expect(userEvents.subscribe).toHaveBeenCalledWith('release-status', expect.any(Function));

    await act(() => allSettled(logoutRequested, { scope }));
    expect(userEvents.stop).toHaveBeenCalledTimes(1);
    expect(userEvents.start).toHaveBeenCalledTimes(1);
  });

  it('signs the user out at once when the server ends the session (account archived)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const scope = fork({ values: [[$session, { ...initialSessionState, loading: false, token: 'token', user: makeUser() }]] });
    render(
      <Provider value={scope}>
        <QueryClientProvider client={new QueryClient()}>
          <UserEventsBridge />
        </QueryClientProvider>
      </Provider>,
    );
    const subscription = vi.mocked(userEvents.subscribe).mock.calls.find(([event]) => event === 'session-ended');
    expect(subscription).toBeDefined();
    const listener = subscription![1] as (data: { reason: string }) => void;

    await act(async () => {
      listener({ reason: 'archived' });
      await allSettled(scope);
    });
    expect(scope.getState($session).user).toBeNull();
    expect(scope.getState($signOutNotice)).toBe(ARCHIVED_SIGN_OUT_MESSAGE);
    expect(userEvents.stop).toHaveBeenCalled();
  });

  it('opens nothing for a visitor', () => {
    const scope = fork({ values: [[$session, { ...initialSessionState, loading: false }]] });
    render(
      <Provider value={scope}>
        <QueryClientProvider client={new QueryClient()}>
          <UserEventsBridge />
        </QueryClientProvider>
      </Provider>,
    );
    expect(userEvents.start).not.toHaveBeenCalled();
  });
});
