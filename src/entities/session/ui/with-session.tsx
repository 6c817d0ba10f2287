import { startTransition, useCallback, useState, type ReactNode } from 'react';
import { deferredModule, useAfterFirstPaint, useDeferredModule } from '@/shared/lib/deferred';
import { tokenStore } from '@/shared/lib/session-token';
import type { SessionView } from '../model/use-session';

// The session model (Effector, the API client) is not part of a guest page's first load: it is
// fetched at once, and the page renders meanwhile with what is known without it.
const reporter = deferredModule(() => import(/* webpackChunkName: "session-model" */ './session-reporter'));

/**
 * App start with a stored token: loads the session model and starts the session the moment it
 * has run, so the token is verified without waiting for the first render to reach a guard.
 */
export const restoreStoredSession = () =>
  reporter.load().then(
    (module) => module.startSession(),
    () => undefined, // left for the guard's own load to meet (and show)
  );
/** Loads the session model (tests that render guards without waiting for it). */
export const loadSessionModel = () => reporter.load().then(() => undefined);

const SIGNED_OUT: SessionView = { loading: false, user: null, isAuthenticated: false, isAdmin: false, isInvestorOnly: false };
const RESTORING: SessionView = { ...SIGNED_OUT, loading: true };

/**
 * The session before the model has reported: with no stored token there is nothing to restore,
 * so the visitor is signed out; with one, the session is still loading (`POST /auth/verify`).
 */
function sessionBeforeModel(): SessionView {
  return tokenStore.get() === null ? SIGNED_OUT : RESTORING;
}

/**
 * Renders `children` with the session, without waiting for the session model: until it has loaded
 * and reported, with `sessionBeforeModel()`. A report that the session is still loading is not
 * taken over a known "no token" (the model is loading only until its start has run). The
 * children keep their place in the tree throughout, so a page shown early is not mounted again.
 */
export function WithSession({ children }: { children: (session: SessionView) => ReactNode }) {
  const before = sessionBeforeModel();
  // A visitor's page is painted before the model is requested; a stored session is restored at once.
  const painted = useAfterFirstPaint();
  const loaded = useDeferredModule(reporter, before.loading || painted);
  const [reported, setReported] = useState<SessionView | null>(null);
  // A transition: what the session reveals (a signed-in layout and its page) is rendered in
  // slices, not in the one long task that delivered the session.
  const report = useCallback((view: SessionView) => startTransition(() => setReported(view)), []);
  const session = reported === null || (reported.loading && !before.loading) ? before : reported;
  return (
    <>
      {loaded && <loaded.SessionReporter onSession={report} />}
      {children(session)}
    </>
  );
}
