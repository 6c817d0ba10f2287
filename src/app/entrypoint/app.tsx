import { RouterProvider } from 'react-router';
import { preloadSessionModel } from '@/entities/session';
import { readStoredSettings } from '@/entities/theme';
import { applyThemeSettings } from '@/shared/config';
import { AppErrorBoundary } from '@/widgets/error-screen';
import { AppProviders, preloadAppServices } from './app-providers';
import { router } from '../router/router';

// Stored display settings (theme, contrast, direction, layout) apply before the first paint.
applyThemeSettings(readStoredSettings());
// What the first paint does not wait for is fetched at once, beside the page's own chunk.
preloadAppServices();
preloadSessionModel();

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
