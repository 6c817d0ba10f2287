import type { DataRouter } from 'react-router';

/**
 * Resolves once `router` has finished its first navigation: every page and layout the address
 * matches has loaded (side by side) and their loaders have sent the first requests, or a load has
 * failed (its error screen then shows). The app renders first then, so the page shows at once.
 */
export function firstNavigationDone(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
