import { useEffect } from 'react';
import { track } from '@/shared/analytics';
import { useLocation } from 'react-router';
import { startBehaviorTracking } from '../model/behavior-tracking';
// Sign-ins are recorded from here on (the sign-in page renders this too).
import '../model/sign-in-events';

/**
 * Sends the app's behavioural events and records a page view on every route change (the path
 * only: no query string). Render it once, inside the router, after the first paint.
 */
export function BehaviorTracker() {
  const { pathname } = useLocation();

  useEffect(() => startBehaviorTracking().stop, []);

  useEffect(() => {
    track('page_view');
  }, [pathname]);

  return null;
}
