import { act, render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { closePresenceFeedFx, openPresenceFeedFx } from '@/entities/presence';
import { $session, initialSessionState } from '@/entities/session';
import { makeUser } from '@/entities/session/index.testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { heartbeatFx, joinPresenceFx, leavePresenceFx, readClientFx, updatePresenceFx } from '../model/reporting';
import { PresenceTracker } from './presence-tracker';

const user = makeUser({
  email: 'admin@demo.test',
  firstName: 'Alex',
  lastName: 'Morgan',
  displayName: 'Alex M.',
  roles: ['ADMIN'],
});

function setup() {
  const posts = {
    join: vi.fn(() => true),
    update: vi.fn(() => true),
    heartbeat: vi.fn(() => ({ success: true, needsRejoin: false })),
    leave: vi.fn(),
    openFeed: vi.fn(() => new AbortController()),
  };
  const scope = fork({
    values: [[$session, { ...initialSessionState, loading: false, token: 'token-1', user }]],
    handlers: [
      [readClientFx, () => ({ device: { type: 'desktop', browser: 'Chrome', userAgent: 'UA' }, network: {} })],
      [joinPresenceFx, posts.join],
      [updatePresenceFx, posts.update],
      [heartbeatFx, posts.heartbeat],
      [leavePresenceFx, posts.leave],
      [openPresenceFeedFx, posts.openFeed],
      [closePresenceFeedFx, () => undefined],
    ],
  });
  const router = createMemoryRouter([{ path: '*', element: <PresenceTracker /> }], {
    initialEntries: ['/admin/users'],
  });
  render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { posts, router };
}

describe('PresenceTracker', () => {
  it('joins with the current path, opens the admin feed and reports path changes', async () => {
    const { posts, router } = setup();
    await vi.waitFor(() => expect(posts.join).toHaveBeenCalledOnce());
    expect(posts.join).toHaveBeenCalledWith(
      expect.objectContaining({
        userId: user._id,
        name: 'Alex Morgan',
        currentPath: '/admin/users',
        currentPage: 'Users',
      }),
    );
    await vi.waitFor(() => expect(posts.heartbeat).toHaveBeenCalledOnce());
    expect(posts.openFeed).toHaveBeenCalledOnce();

    await act(() => router.navigate('/dashboard/account'));
    await vi.waitFor(() =>
      expect(posts.update).toHaveBeenCalledWith({
        currentPath: '/dashboard/account',
        currentPage: 'Account',
        currentArtist: null,
      }),
    );
  });

  it('leaves on pagehide (keepalive) and joins again when the page comes back from the cache', async () => {
    const { posts } = setup();
    await vi.waitFor(() => expect(posts.heartbeat).toHaveBeenCalledOnce());

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    await vi.waitFor(() =>
      expect(posts.leave).toHaveBeenCalledWith({
        userId: user._id,
        pageId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
        token: 'token-1',
        keepalive: true,
      }),
    );

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(posts.join).toHaveBeenCalledOnce();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await vi.waitFor(() => expect(posts.join).toHaveBeenCalledTimes(2));
  });
});
