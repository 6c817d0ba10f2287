import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { PlatformArtist } from '@/entities/artist';
import { userReceived, type User } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { outcomeOfError } from '../lib/outcome';
import {
  $artist,
  $asAdminClaiming,
  $closableByEscape,
  $error,
  $open,
  $searchPlatform,
  $sessionId,
  $step,
  $twoFactorMessage,
  artistPicked,
  claimFx,
  claimRequested,
  codeSubmitted,
  createSessionIdFx,
  finishRequested,
  loginSubmitted,
  platformSelected,
  refreshUserFx,
  verificationChosen,
  verificationClosed,
  verificationFinished,
  verificationOffered,
  verificationOpened,
  takeFirstOfferFx,
  verifyFx,
  type VerifyParams,
} from './verification';

const artist = (platformId = 'sp-luna', platform: PlatformArtist['platform'] = 'SPOTIFY'): PlatformArtist => ({
  platform,
  platformId,
  name: 'Luna Vale',
  image: null,
  followers: 1200,
  url: `https://open.spotify.com/artist/${platformId}`,
  genres: [],
  artistId: null,
});

const user = (roles: User['roles'] = [], artists: User['artists'] = []): User => ({
  _id: 'u1',
  email: 'new@demo.test',
  firstName: 'Nia',
  lastName: 'Cole',
  displayName: 'Nia Cole',
  roles,
  artists,
  permissions: { isDistributed: false },
  isVerified: {},
  _artist: null,
});

type VerifyAnswer = Awaited<ReturnType<typeof verifyFx>>;

/** A signed-in scope whose verification answers come from `answers`, in order. */
async function setup({ roles = [] as User['roles'], answers = [] as VerifyAnswer[], claim = vi.fn(async () => 'a-luna' as string | null) } = {}) {
  const calls: VerifyParams[] = [];
  const refreshed = user(roles, [{ _id: 'r1', _artist: { _id: 'a-luna', name: 'Luna Vale' } }]);
  let sessions = 0;
  const scope = fork({
    handlers: [
      [verifyFx, (params: VerifyParams) => (calls.push(params), answers.shift() ?? { kind: 'verified', artistId: 'a-luna' })],
      [claimFx, claim],
      [refreshUserFx, () => refreshed],
      [createSessionIdFx, () => `session-${++sessions}`],
    ],
  });
  await allSettled(userReceived, { scope, params: user(roles) });
  return { scope, calls, claim };
}

const open = (scope: Scope, params?: Parameters<typeof verificationOpened>[0]) => allSettled(verificationOpened, { scope, params });

describe('artist verification flow', () => {
  it('search → platform → login → loading → success, with a fresh session id per opening', async () => {
    const { scope, calls } = await setup();
    await open(scope);
    expect(scope.getState($open)).toBe(true);
    expect(scope.getState($step)).toBe('search-artist');
    expect(scope.getState($sessionId)).toBe('session-1');

    await allSettled(artistPicked, { scope, params: artist() });
    expect(scope.getState($step)).toBe('select-platform');
    await allSettled(platformSelected, { scope, params: 'spotify' });
    expect(scope.getState($step)).toBe('login');
    await allSettled(loginSubmitted, { scope, params: { username: 'luna', password: 'secret' } });
    expect(calls).toEqual([
      {
        platform: 'spotify',
        body: { artistUsername: 'luna', artistPassword: 'secret', artistId: 'sp-luna', sessionId: 'session-1', clearSession: true },
      },
    ]);
    expect(scope.getState($step)).toBe('success');

    await allSettled(verificationClosed, { scope });
    await open(scope);
    expect(scope.getState($sessionId)).toBe('session-2');
    expect(scope.getState($artist)).toBeNull();
  });

  it('another platform than Spotify searches that platform for the profile, then logs in', async () => {
    const { scope, calls } = await setup();
    await open(scope);
    await allSettled(artistPicked, { scope, params: artist() });
    await allSettled(platformSelected, { scope, params: 'appleMusic' });
    expect(scope.getState($step)).toBe('search-artist');
    expect(scope.getState($searchPlatform)).toBe('appleMusic');
    expect(scope.getState($artist)).toBeNull();
    await allSettled(artistPicked, { scope, params: artist('am-luna', 'APPLE_MUSIC') });
    expect(scope.getState($step)).toBe('login');
    await allSettled(loginSubmitted, { scope, params: { username: 'luna@icloud.test', password: 'pw' } });
    expect(calls[0]).toMatchObject({ platform: 'appleMusic', body: { artistId: 'am-luna' } });
  });

  it('a preset platform goes from the search straight to the login', async () => {
    const { scope } = await setup();
    await open(scope, { platform: 'appleMusic' });
    expect(scope.getState($searchPlatform)).toBe('appleMusic');
    await allSettled(artistPicked, { scope, params: artist('am-luna', 'APPLE_MUSIC') });
    expect(scope.getState($step)).toBe('login');
  });

  it('428 goes to the code step with the platform message; the code continues the same session', async () => {
    const { scope, calls } = await setup({
      answers: [{ kind: 'two-factor', message: 'Enter the 6-digit code we sent to your phone.' }],
    });
    await open(scope, { platform: 'spotify' });
    await allSettled(artistPicked, { scope, params: artist() });
    await allSettled(loginSubmitted, { scope, params: { username: 'luna', password: 'secret' } });
    expect(scope.getState($step)).toBe('2fa');
    expect(scope.getState($twoFactorMessage)).toBe('Enter the 6-digit code we sent to your phone.');

    await allSettled(codeSubmitted, { scope, params: '123456' });
    expect(calls[1]!.body).toEqual({
      artistUsername: 'luna',
      artistPassword: 'secret',
      artistId: 'sp-luna',
      sessionId: 'session-1',
      clearSession: false,
      code: '123456',
    });
    expect(scope.getState($step)).toBe('success');
  });

  it('a failure goes back to the login with the error (also after a wrong code)', async () => {
    const { scope } = await setup({
      answers: [
        { kind: 'failed', message: 'Wrong username or password' },
        { kind: 'two-factor', message: 'Code?' },
        { kind: 'failed', message: 'The code is not valid' },
      ],
    });
    await open(scope, { platform: 'spotify' });
    await allSettled(artistPicked, { scope, params: artist() });
    await allSettled(loginSubmitted, { scope, params: { username: 'luna', password: 'wrong' } });
    expect(scope.getState($step)).toBe('login');
    expect(scope.getState($error)).toBe('Wrong username or password');

    await allSettled(loginSubmitted, { scope, params: { username: 'luna', password: 'right' } });
    expect(scope.getState($error)).toBeNull();
    await allSettled(codeSubmitted, { scope, params: '000000' });
    expect(scope.getState($step)).toBe('login');
    expect(scope.getState($error)).toBe('The code is not valid');
  });

  it('"Go to dashboard" refreshes the user, closes and reports the verified artist', async () => {
    const { scope } = await setup();
    const finished = vi.fn();
    const unwatch = verificationFinished.watch(finished);
    await open(scope, { platform: 'spotify' });
    await allSettled(artistPicked, { scope, params: artist() });
    await allSettled(loginSubmitted, { scope, params: { username: 'luna', password: 'secret' } });
    await allSettled(finishRequested, { scope });
    unwatch();
    expect(finished).toHaveBeenCalledWith({ artistId: 'a-luna', asAdmin: false });
    expect(scope.getState($open)).toBe(false);
    expect(scope.getState($closableByEscape)).toBe(true); // the refreshed user has an artist now
  });

  describe('as an admin', () => {
    it('picking an artist asks to claim it; "Claim Artist" goes through loading to success', async () => {
      const { scope, claim } = await setup({ roles: ['ADMIN'] });
      await open(scope);
      await allSettled(artistPicked, { scope, params: artist() });
      expect(scope.getState($step)).toBe('admin-confirm');
      await allSettled(claimRequested, { scope });
      expect(claim).toHaveBeenCalledWith({ artistId: 'sp-luna', platform: 'spotify' });
      expect(scope.getState($step)).toBe('success');

      const finished = vi.fn();
      const unwatch = verificationFinished.watch(finished);
      await allSettled(finishRequested, { scope });
      unwatch();
      expect(finished).toHaveBeenCalledWith({ artistId: 'a-luna', asAdmin: true });
    });

    it('a failed claim stays on the confirm step with the message', async () => {
      const { scope } = await setup({
        roles: ['ADMIN'],
        claim: vi.fn(async () => {
          throw new ApiError({ status: 409, message: 'This artist is already claimed by another account' });
        }),
      });
      await open(scope);
      await allSettled(artistPicked, { scope, params: artist() });
      await allSettled(claimRequested, { scope });
      expect(scope.getState($step)).toBe('admin-confirm');
      expect(scope.getState($error)).toBe('This artist is already claimed by another account');
    });

    it('"Use Verification" goes to the platform step and on to a login', async () => {
      const { scope } = await setup({ roles: ['ADMIN'] });
      await open(scope);
      await allSettled(artistPicked, { scope, params: artist() });
      await allSettled(verificationChosen, { scope });
      expect(scope.getState($step)).toBe('select-platform');
      expect(scope.getState($asAdminClaiming)).toBe(false);
      await allSettled(platformSelected, { scope, params: 'spotify' });
      expect(scope.getState($step)).toBe('login');
    });

    it('choosing a platform with an artist picked returns to the confirm step', async () => {
      const { scope } = await setup({ roles: ['ADMIN'] });
      await open(scope);
      await allSettled(artistPicked, { scope, params: artist() });
      // e.g. after "Search again" and a new pick, the platform step is skipped for the claim
      await allSettled(platformSelected, { scope, params: 'appleMusic' });
      expect(scope.getState($step)).toBe('admin-confirm');
      expect(scope.getState($artist)).toEqual(artist());
    });
  });

  it('Escape may close the modal only when the user already has an artist', async () => {
    const { scope } = await setup();
    expect(scope.getState($closableByEscape)).toBe(false);
    await allSettled(userReceived, { scope, params: user([], [{ _id: 'r1', _artist: { _id: 'a1', name: 'A' } }]) });
    expect(scope.getState($closableByEscape)).toBe(true);
  });

  it('leads an account verified nowhere to verification the first time only', async () => {
    const firstOffer = vi.fn(() => true);
    const offering = fork({ handlers: [[takeFirstOfferFx, firstOffer]] });
    await allSettled(userReceived, { scope: offering, params: user() });
    await allSettled(verificationOffered, { scope: offering });
    expect(firstOffer).toHaveBeenCalledWith('u1');
    expect(offering.getState($open)).toBe(true);
    await allSettled(verificationClosed, { scope: offering });
    await allSettled(verificationOffered, { scope: offering });
    expect(offering.getState($open)).toBe(false);
    expect(firstOffer).toHaveBeenCalledTimes(1);

    // Not offered where the device remembers the offer, nor to admins or verified accounts.
    for (const [who, remembered] of [
      [user(), false],
      [user(['ADMIN']), true],
      [{ ...user(), isVerified: { spotify: true } }, true],
    ] as const) {
      const other = fork({ handlers: [[takeFirstOfferFx, () => remembered]] });
      await allSettled(userReceived, { scope: other, params: who });
      await allSettled(verificationOffered, { scope: other });
      expect(other.getState($open)).toBe(false);
    }
  });
});

describe('verification outcomes', () => {
  it('reads 428 as the code step with the server prompt, other errors as failures with their text', () => {
    expect(
      outcomeOfError(new ApiError({ status: 428, message: 'Two-factor', body: { twoFactorAuthMessage: 'Code from SMS' } })),
    ).toEqual({ kind: 'two-factor', message: 'Code from SMS' });
    expect(outcomeOfError(new ApiError({ status: 422, message: 'Wrong username or password' }))).toEqual({
      kind: 'failed',
      message: 'Wrong username or password',
    });
    expect(outcomeOfError(new ApiError({ status: 422, message: '' }))).toEqual({ kind: 'failed', message: 'Verification failed' });
  });
});
