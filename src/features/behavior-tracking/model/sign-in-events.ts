import { createEffect, sample } from 'effector';
import { loginFx, verifyCodeFx } from '@/entities/session';
import { trackCustom } from '@/shared/analytics';

/*
 * Behavioural event `sign_in` (how, never who: the server knows the user from the token). Wired
 * here, in the chunk loaded after the first paint (the sign-in page's too), so the session model
 * in every page's first load carries no analytics code.
 */

export const trackSignInFx = createEffect<'password' | 'code', void>((method) => trackCustom('sign_in', { method }));

sample({ clock: loginFx.doneData, fn: () => 'password' as const, target: trackSignInFx });
sample({
  clock: verifyCodeFx.doneData,
  filter: (answer) => Boolean(answer.success && answer.token && answer.user),
  fn: () => 'code' as const,
  target: trackSignInFx,
});
