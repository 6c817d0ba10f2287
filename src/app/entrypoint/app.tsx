import { restoreStoredSession } from '@/entities/session';
import { readStoredSettings } from '@/entities/theme';
import { loadQueryClient } from '@/shared/api';
import { applyThemeSettings } from '@/shared/config';
import { tokenStore } from '@/shared/lib/session-token';
import { AppErrorBoundary } from '@/widgets/error-screen';
import { AppProviders } from './app-providers';
import { AppRouter, startRouteLoads } from '../router/app-router';
import { routes } from '../router/routes';

// Stored display settings (theme, contrast, direction, layout) apply before the first paint.
applyThemeSettings(readStoredSettings());
// With a stored token the session is restored before a signed-in page can show: its model (which
// starts verifying the token as soon as it has run) and the query client are fetched at once,
// side by side and beside the page's chunks. The app's services (toaster, settings model) are
// fetched after the first paint, as on a visitor's page: nothing the first paint does not need
// shares the network with it.
if (tokenStore.get() !== null) {
  void restoreStoredSession();
  loadQueryClient().catch(() => undefined);
}

/**
 * The first page's chunks (its layout's and its own) and first requests, started now. The first
 * render waits for them, so it shows the page at once (a failed load shows its error screen).
 */
export const firstPageLoaded: Promise<void> = startRouteLoads(routes, window.location).then(
  () => undefined,
  () => undefined,
);

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <AppRouter routes={routes} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
