import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { makeUser, settleGlobalSession } from '../index.testing';
import { logoutRequested, refreshFx, whenSignedIn } from './session';

const USER = makeUser();

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

    await settleGlobalSession(USER);
    expect(run).toHaveBeenCalledExactlyOnceWith(USER);

    // Later changes of the session do not run it again; a new call runs at once.
    logoutRequested();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the session is known, and never for nobody', async () => {
    await settleGlobalSession(USER);
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
