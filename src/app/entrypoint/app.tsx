import { RouterProvider } from 'react-router';
import { settingsStarted } from '@/entities/theme';
import { AppProviders } from './app-providers';
import { router } from '../router/router';

// Stored display settings (theme, contrast, direction, layout) apply before the first paint.
settingsStarted();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
