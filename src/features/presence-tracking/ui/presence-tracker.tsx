import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  presencePageHidden,
  presencePageRestored,
  presencePathChanged,
  presenceTrackingStarted,
} from '../model/reporting';
// The admin feed follows the session (opened for admins, closed on sign-out).
import '../model/feed-control';

/**
 * Reports the signed-in user's presence (and opens the admin feed for admins). Render it once,
 * inside the router (the root route): it follows the pathname and the page's lifecycle.
 */
export function PresenceTracker() {
  const { pathname } = useLocation();
  const [start, pathChanged, pageHidden, pageRestored] = useUnit([
    presenceTrackingStarted,
    presencePathChanged,
    presencePageHidden,
    presencePageRestored,
  ]);

  // The path first, so that the join (on start) already carries it.
  useEffect(() => {
    pathChanged(pathname);
  }, [pathChanged, pathname]);

  useEffect(() => {
    start();
  }, [start]);

  useEffect(() => {
    const onPageHide = () => pageHidden();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) pageRestored();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [pageHidden, pageRestored]);

  return null;
}
