import { lazy, Suspense, useEffect } from 'react';
import { useAfterFirstPaint } from '@/shared/lib/deferred';
import { Outlet, useLocation } from 'react-router';
import { TopProgressBar } from '@/shared/ui';
import { RouteErrorBoundary } from '@/widgets/error-screen';
import { useNavigationPending } from './app-router';

// The app's background services (the offline banner, behavioural events, the service worker, the
// version check, error reporting; presence and the user's own events once signed in) start right
// after the first paint: a chunk of their own, requested once the page's first content is on screen.
const AfterPaint = lazy(() => import('../entrypoint/after-paint-services').then((module) => ({ default: module.AfterPaint })));

/** Scrolls to the top on every route change (spec 1 §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

/**
 * The routes below it in an error boundary, with the thin page-load bar (no spinner) while a page
 * that has not loaded yet shows for the first time. Inside a layout, an error or a failed load
 * leaves the layout usable.
 */
export function PageBoundary() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<TopProgressBar active />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The root route: presence (join, updates, heartbeat, away, leave for signed-in
 * users; the admin feed for admins), the signed-in user's own events, scroll reset, the thin
 * page-load bar while a navigation is under way, then the layouts.
 */
export function RootRoute() {
  const pending = useNavigationPending();
  const painted = useAfterFirstPaint();
  return (
    <>
      {painted && (
        <Suspense fallback={null}>
          <AfterPaint />
        </Suspense>
      )}
      <ScrollToTop />
      <TopProgressBar active={pending} />
      <PageBoundary />
    </>
  );
}
