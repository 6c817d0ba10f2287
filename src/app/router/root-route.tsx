import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { sessionStarted } from '@/entities/session';
import { PresenceTracker } from '@/features/presence-tracking';
import { TopProgressBar } from '@/shared/ui';

/** Scrolls to the top on every route change (spec 1 §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

/** Restores the session once at app start (stored token → `POST /auth/verify`). */
function SessionStart() {
  const startSession = useUnit(sessionStarted);
  useEffect(() => {
    startSession();
  }, [startSession]);
  return null;
}

/**
 * The root route: session start, presence (join, updates, heartbeat, away, leave for signed-in
 * users; the admin feed for admins), scroll reset, the thin page-load bar (no spinner), then the
 * layouts.
 */
export function RootRoute() {
  const navigation = useNavigation();
  return (
    <>
      <SessionStart />
      <PresenceTracker />
      <ScrollToTop />
      <TopProgressBar active={navigation.state !== 'idle'} />
      <Outlet />
    </>
  );
}

/** Shown while the first route (a lazy page) loads. */
export function RootHydrateFallback() {
  return <TopProgressBar active />;
}
