import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { track, type BehaviorEventProperties } from '@/shared/analytics';
import { randomId } from '@/shared/neutral';
import type { PlatformArtist } from '@/entities/artist';
import { $isAdmin, $user, userReceived, type User } from '@/entities/session';
import {
  requestArtistClaim,
  requestCurrentUser,
  requestVerification,
  type ProviderPlatform,
  type VerificationRequest,
} from '../api/verification-api';
import { DEFAULT_VERIFICATION_PLATFORM, VERIFICATION_TEXTS } from '../config/platforms';
import { needsVerification, takeFirstOffer } from '../lib/offer';
import { claimFailureMessage, outcomeOfAnswer, outcomeOfError, type VerificationOutcome } from '../lib/outcome';

/** Spec 2 §4 "Artist verification flow". */
export type VerificationStep =
  | 'search-artist'
  | 'select-platform'
  | 'login'
  | 'loading'
  | '2fa'
  | 'success'
  | 'admin-confirm';

export interface VerificationOpenOptions {
  /** Verify on this platform (skips the platform step). */
  platform?: ProviderPlatform;
}

export interface LoginCredentials {
  username: string;
  password: string;
}

/** Where "Go to dashboard" leads: an admin to the artist's overview, others through the finish callback. */
export interface VerificationFinish {
  artistId: string | null;
  asAdmin: boolean;
}

// ---------------------------------------------------------------- events

/** Opens the modal (a fresh session id each time). */
export const verificationOpened = createEvent<VerificationOpenOptions | void>();
/**
 * The user landed on the dashboard: one who is verified nowhere yet is led to verification (spec
 * 2), the first time on this device; afterwards they start it themselves.
 */
export const verificationOffered = createEvent();
/** Closes the modal and forgets everything typed into it. */
export const verificationClosed = createEvent();
export const artistPicked = createEvent<PlatformArtist>();
export const platformSelected = createEvent<ProviderPlatform>();
export const loginSubmitted = createEvent<LoginCredentials>();
export const codeSubmitted = createEvent<string>();
/** admin-confirm: "Claim Artist". */
export const claimRequested = createEvent();
/** admin-confirm: "Use Verification" (the admin verifies through a platform login instead). */
export const verificationChosen = createEvent();
/** Back to the artist search (a different artist). */
export const searchAgainRequested = createEvent();
/** success: "Go to dashboard". */
export const finishRequested = createEvent();
/** The user was refreshed and the modal closed; the UI navigates. */
export const verificationFinished = createEvent<VerificationFinish>();

// ---------------------------------------------------------------- effects

export interface VerifyParams {
  platform: ProviderPlatform;
  body: VerificationRequest;
}

export const verifyFx = createEffect<VerifyParams, VerificationOutcome>(async ({ platform, body }) => {
  try {
    return outcomeOfAnswer(await requestVerification(platform, body));
  } catch (error) {
    return outcomeOfError(error);
  }
});

export const claimFx = createEffect<{ artistId: string; platform: ProviderPlatform }, string | null>(
  async ({ artistId, platform }) => {
    const answer = await requestArtistClaim({ artistId, platform, skipVerification: true });
    if (!answer.success) throw new Error(answer.message ?? answer.error ?? VERIFICATION_TEXTS.claimFailed);
    return answer.artist?._id ?? null;
  },
);

/** Behavioural events of the verification (the platform and how, never the credentials). */
export const trackVerificationStartedFx = createEffect<BehaviorEventProperties, void>((properties) =>
  track('verification_started', properties),
);
export const trackVerificationCompletedFx = createEffect<BehaviorEventProperties, void>((properties) =>
  track('verification_completed', properties),
);

export const refreshUserFx = createEffect<void, User>(() => requestCurrentUser());

/** A fresh random id per opening of the modal (spec 2 §3). */
export const createSessionIdFx = createEffect<void, string>(() => randomId());

// ---------------------------------------------------------------- state

export const $open = createStore(false)
  .on(verificationOpened, () => true)
  .on([verificationClosed, verificationFinished], () => false);

export const $step = createStore<VerificationStep>('search-artist');
export const $sessionId = createStore('').on(createSessionIdFx.doneData, (_, id) => id);
/** The platform verified on: preset on opening, or chosen on the platform step. */
export const $platform = createStore<ProviderPlatform | null>(null);
/** The platform searched on the artist step. */
export const $searchPlatform = $platform.map((platform) => platform ?? DEFAULT_VERIFICATION_PLATFORM);
export const $artist = createStore<PlatformArtist | null>(null);
/** The admin chose "Use Verification": the rest of this opening is a platform login. */
const $viaLogin = createStore(false);
/** The admin role, as it was when the modal opened. */
export const $asAdmin = createStore(false);
export const $asAdminClaiming = combine($asAdmin, $viaLogin, (admin, viaLogin) => admin && !viaLogin);
/** The failure shown on the login or admin-confirm step. */
export const $error = createStore<string | null>(null);
export const $twoFactorMessage = createStore<string | null>(null);
/** Kept in memory only while the modal is open: the two-factor retry posts them again. */
const $credentials = createStore<LoginCredentials | null>(null, { serialize: 'ignore' });
/** The username of the last login, offered again after a failure (never the password). */
export const $lastUsername = $credentials.map((credentials) => credentials?.username ?? '');
export const $verifiedArtistId = createStore<string | null>(null);
export const $finishing = refreshUserFx.pending;

/** Escape closes the modal only when the user already has an artist (spec 2 §5). */
export const $closableByEscape = $user.map((user) => (user?.artists.length ?? 0) > 0);

// ---------------------------------------------------------------- flows

export const takeFirstOfferFx = createEffect<string, boolean>((userId) => takeFirstOffer(userId));
const $offered = createStore(false, { serialize: 'ignore' }).on(takeFirstOfferFx, () => true);
sample({
  clock: verificationOffered,
  source: { user: $user, offered: $offered, open: $open },
  filter: ({ user, offered, open }) => !offered && !open && needsVerification(user),
  fn: ({ user }) => user!._id,
  target: takeFirstOfferFx,
});
sample({ clock: takeFirstOfferFx.doneData, filter: Boolean, fn: () => undefined, target: verificationOpened });

const opened = sample({
  clock: verificationOpened,
  source: $isAdmin,
  fn: (isAdmin, options) => ({ isAdmin, platform: options?.platform ?? null }),
});
sample({ clock: opened, target: createSessionIdFx });
sample({ clock: opened, fn: ({ isAdmin }) => ({ asAdmin: isAdmin }), target: trackVerificationStartedFx });
$asAdmin.on(opened, (_, { isAdmin }) => isAdmin);
$platform.on(opened, (_, { platform }) => platform);
$step.on(opened, () => 'search-artist');
for (const store of [$artist, $error, $twoFactorMessage, $credentials, $verifiedArtistId, $viaLogin] as const) {
  store.reset(verificationOpened, verificationClosed, verificationFinished);
}

// search-artist: an admin goes to admin-confirm; others to login with a platform, else select-platform.
$artist.on(artistPicked, (_, artist) => artist);
sample({
  clock: artistPicked,
  source: { claiming: $asAdminClaiming, platform: $platform },
  fn: ({ claiming, platform }): VerificationStep => (claiming ? 'admin-confirm' : platform ? 'login' : 'select-platform'),
  target: $step,
});

// select-platform: an admin with an artist goes to admin-confirm; spotify to login (the artist was
// found on Spotify), another platform to the search of that platform's profile.
$platform.on(platformSelected, (_, platform) => platform);
sample({
  clock: platformSelected,
  source: { claiming: $asAdminClaiming, artist: $artist },
  fn: ({ claiming, artist }, platform): VerificationStep =>
    claiming && artist ? 'admin-confirm' : platform === 'spotify' && artist ? 'login' : 'search-artist',
  target: $step,
});
// The artist was found on Spotify: another platform's profile is searched again (an admin claims
// the one found).
sample({
  clock: platformSelected,
  source: { claiming: $asAdminClaiming, artist: $artist },
  filter: ({ claiming }, platform) => !claiming && platform !== 'spotify',
  fn: () => null,
  target: $artist,
});

$viaLogin.on(verificationChosen, () => true);
$step.on(verificationChosen, () => 'select-platform');
$step.on(searchAgainRequested, () => 'search-artist');
$artist.reset(searchAgainRequested);
$error.reset(artistPicked, platformSelected, searchAgainRequested, verificationChosen);

// login and 2fa: loading, then success, 2fa (428) or back to login with the error.
$credentials.on(loginSubmitted, (_, credentials) => credentials);
const verifyRequested = sample({
  clock: [
    loginSubmitted.map((credentials) => ({ credentials, code: undefined as string | undefined })),
    sample({ clock: codeSubmitted, source: $credentials, filter: Boolean, fn: (credentials, code) => ({ credentials, code }) }),
  ],
  source: { platform: $searchPlatform, artist: $artist, sessionId: $sessionId },
  filter: ({ artist }) => artist !== null,
  fn: ({ platform, artist, sessionId }, { credentials, code }): VerifyParams => ({
    platform,
    body: {
      artistUsername: credentials.username,
      artistPassword: credentials.password,
      artistId: artist!.platformId,
      sessionId,
      // A login starts the platform session afresh; the code continues it.
      clearSession: code === undefined,
      ...(code === undefined ? {} : { code }),
    },
  }),
});
sample({ clock: verifyRequested, target: verifyFx });
$step.on(verifyFx, () => 'loading');
$error.on(verifyFx, () => null);

$step.on(verifyFx.doneData, (_, outcome) =>
  outcome.kind === 'verified' ? 'success' : outcome.kind === 'two-factor' ? '2fa' : 'login',
);
$error.on(verifyFx.doneData, (_, outcome) => (outcome.kind === 'failed' ? outcome.message : null));
$twoFactorMessage.on(verifyFx.doneData, (message, outcome) => (outcome.kind === 'two-factor' ? outcome.message : message));
$verifiedArtistId.on(verifyFx.doneData, (id, outcome) => (outcome.kind === 'verified' ? outcome.artistId : id));
// The password is not kept past a verified login.
$credentials.on(verifyFx.doneData, (credentials, outcome) => (outcome.kind === 'verified' ? null : credentials));

sample({
  clock: verifyFx.done,
  filter: ({ result }) => result.kind === 'verified',
  fn: ({ params }) => ({ platform: params.platform, method: 'login' }),
  target: trackVerificationCompletedFx,
});
sample({
  clock: claimFx.done,
  fn: ({ params }) => ({ platform: params.platform, method: 'admin_claim' }),
  target: trackVerificationCompletedFx,
});

// admin-confirm: "Claim Artist" goes to loading, then success; a failure stays on admin-confirm.
sample({
  clock: claimRequested,
  source: { artist: $artist, platform: $searchPlatform },
  filter: ({ artist }) => artist !== null,
  fn: ({ artist, platform }) => ({ artistId: artist!.platformId, platform }),
  target: claimFx,
});
$step.on(claimFx, () => 'loading').on(claimFx.done, () => 'success').on(claimFx.fail, () => 'admin-confirm');
$error.on(claimFx, () => null).on(claimFx.failData, (_, error) => claimFailureMessage(error));
$verifiedArtistId.on(claimFx.doneData, (_, id) => id);

// success: "Go to dashboard" refreshes the user, then closes (also when the refresh failed: the
// verification stands, and the next refresh shows it).
sample({ clock: finishRequested, target: refreshUserFx });
sample({ clock: refreshUserFx.doneData, target: userReceived });
sample({
  clock: refreshUserFx.finally,
  source: { artistId: $verifiedArtistId, asAdmin: $asAdmin },
  target: verificationFinished,
});
