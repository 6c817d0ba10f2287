import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { WithSession, type SessionView } from '@/entities/session';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Skeleton, SkeletonText, TopProgressBar } from '@/shared/ui';
import { resolveGuardRedirect, type GuardArea, type GuardDecision } from './guard-redirect';
import { externalNavigation, resolveInvestorUrl } from './investor-site';

const styles = {
  pending: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    width: 'full',
    maxWidth: 'content.max',
    marginInline: 'auto',
    padding: { base: '4', md: '10' },
  }),
};

/** While the session is restored: the thin progress bar and a content skeleton. */
export function SessionPending() {
  return (
    <div className={styles.pending} aria-busy="true">
      <TopProgressBar active />
      <Skeleton height={32} width="40%" />
      <SkeletonText />
    </div>
  );
}

/** Leaves the single-page app for `url` (full page load). */
function LeaveApp({ url }: { url: string }) {
  useEffect(() => {
    externalNavigation.assign(url);
  }, [url]);
  return <SessionPending />;
}

function GuardOutcome({ decision }: { decision: GuardDecision }) {
  switch (decision.kind) {
    case 'render':
      return <Outlet />;
    case 'wait':
      return <SessionPending />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'leave':
      return <LeaveApp url={decision.url} />;
  }
}

function useGuardDecision(
  area: GuardArea,
  { loading, user }: SessionView,
  options: { signedInOnArrival?: boolean; signedOutHere?: boolean } = {},
): GuardDecision {
  const { pathname, search } = useLocation();
  return resolveGuardRedirect({
    area,
    loading,
    user,
    location: { pathname, search },
    ...options,
    investorUrl: resolveInvestorUrl(),
  });
}

/** Whether a signed-in session ended while this guard was mounted (logout, failed refresh). */
function useSignedOutHere({ user }: SessionView): boolean {
  const [wasSignedIn, setWasSignedIn] = useState(user !== null);
  if (!wasSignedIn && user !== null) setWasSignedIn(true);
  return wasSignedIn && user === null;
}

function SignedInGuard({ area, session }: { area: 'dashboard' | 'admin'; session: SessionView }) {
  return <GuardOutcome decision={useGuardDecision(area, session, { signedOutHere: useSignedOutHere(session) })} />;
}

/** Wraps `/dashboard/...`: login required (visitors → `/login?returnTo=…`). */
export function RequireAuth() {
  return <WithSession>{(session) => <SignedInGuard area="dashboard" session={session} />}</WithSession>;
}

/** Wraps `/admin/...`: login and the ADMIN role required (others → `/dashboard`). */
export function RequireAdmin() {
  return <WithSession>{(session) => <SignedInGuard area="admin" session={session} />}</WithSession>;
}

function GuestGuard({ session }: { session: SessionView }) {
  const { loading, user } = session;
  // Whether the visitor was already signed in when the guest page was opened (decided once the
  // session settled): opening a guest page while signed in vs. signing in on it land differently.
  const [signedInOnArrival, setSignedInOnArrival] = useState<boolean | undefined>(() =>
    loading ? undefined : user !== null,
  );
  if (signedInOnArrival === undefined && !loading) setSignedInOnArrival(user !== null);
  return (
    <GuardOutcome decision={useGuardDecision('guest', session, { signedInOnArrival: signedInOnArrival ?? user !== null })} />
  );
}

/**
 * Wraps the guest pages (login, signup, verify, forgot, reset): visitors only. A visitor with no
 * stored token sees the page at once, before the session model has loaded.
 */
export function GuestOnly() {
  return <WithSession>{(session) => <GuestGuard session={session} />}</WithSession>;
}

function HomeGuard({ session }: { session: SessionView }) {
  return <GuardOutcome decision={useGuardDecision('home', session)} />;
}

/** `/`: sends the visitor on by role once the session is known. */
export function HomeRedirect() {
  return <WithSession>{(session) => <HomeGuard session={session} />}</WithSession>;
}
