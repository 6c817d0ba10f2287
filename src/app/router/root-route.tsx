import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useAfterFirstPaint } from '@/shared/lib/deferred';
import { TopProgressBar } from '@/shared/ui';

// Presence reporting (and the admin feed) starts right after the first paint: its code (device
// detection, the event stream, the session model) is a chunk of its own, requested only once the
// page's first content is on screen.
const PresenceTracker = lazy(() =>
  import('@/features/presence-tracking').then((module) => ({ default: module.PresenceTracker })),
);

/** Scrolls to the top on every route change (spec 1 §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

/**
 * The root route: presence (join, updates, heartbeat, away, leave for signed-in
 * users; the admin feed for admins), scroll reset, the thin page-load bar (no spinner), then the
 * layouts.
 */
export function RootRoute() {
  const navigation = useNavigation();
  const painted = useAfterFirstPaint();
  return (
    <>
      {painted && (
        <Suspense fallback={null}>
          <PresenceTracker />
        </Suspense>
      )}
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
