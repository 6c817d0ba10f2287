import { RouterProvider } from 'react-router';
import { restoreStoredSession } from '@/entities/session';
import { readStoredSettings } from '@/entities/theme';
import { loadQueryClient } from '@/shared/api';
import { applyThemeSettings } from '@/shared/config';
import { tokenStore } from '@/shared/lib/session-token';
import { AppErrorBoundary } from '@/widgets/error-screen';
import { AppProviders } from './app-providers';
import { router } from '../router/router';

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

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
