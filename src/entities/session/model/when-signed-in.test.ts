import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type components } from '@/shared/api';
import { logoutRequested, refreshFx, whenSignedIn } from './session';

type User = components['schemas']['User'];

const USER = {
  _id: '0123456789abcdef01234567',
  email: 'artist@demo.test',
  firstName: 'Ada',
  lastName: 'Artist',
  displayName: 'Ada Artist',
  roles: [],
  artists: [],
  permissions: { isDistributed: true },
  isVerified: {},
  _artist: null,
} satisfies User;

// The app's one scope (no fork): what route loaders read. Each test file has a fresh one.
const refreshOriginal = refreshFx.use.getCurrent();
afterEach(() => {
  refreshFx.use(refreshOriginal);
});

describe('whenSignedIn', () => {
  it('waits for the app start to verify the session, then runs once with the user', async () => {
    const run = vi.fn();
    whenSignedIn(run);
    expect(run).not.toHaveBeenCalled();

    refreshFx.use(async () => ({ token: 'fresh', user: USER }));
    await refreshFx();
    expect(run).toHaveBeenCalledExactlyOnceWith(USER);

    // Later changes of the session do not run it again; a new call runs at once.
    logoutRequested();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the session is known, and never for nobody', async () => {
    refreshFx.use(async () => ({ token: 'fresh', user: USER }));
    await refreshFx();
    const signedIn = vi.fn();
    whenSignedIn(signedIn);
    expect(signedIn).toHaveBeenCalledExactlyOnceWith(USER);

    logoutRequested();
    const signedOut = vi.fn();
    whenSignedIn(signedOut);
    refreshFx.use(async () => {
      throw new ApiError({ status: 401, message: 'Unauthorized' });
    });
    await refreshFx().catch(() => undefined);
    expect(signedOut).not.toHaveBeenCalled();
  });
});
