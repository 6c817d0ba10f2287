import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { sessionStarted } from '@/entities/session';
import { settingsStarted } from '@/entities/theme';
import { loadQueryClient } from '@/shared/api';
import { AppToaster } from '@/shared/ui';

// The app's services, fetched at start but not waited for by the first paint (`AppProviders`).
// The stored display settings were applied to the page before it (app.tsx); the model takes them
// over before anything here renders.
settingsStarted();
void loadQueryClient();

/**
 * Session start (stored token → `POST /auth/verify`), the display-settings model and the app's one
 * toaster. Rendered by `AppProviders` once this chunk has arrived.
 */
export function AppServices() {
  const startSession = useUnit(sessionStarted);
  useEffect(() => {
    startSession();
  }, [startSession]);

  return <AppToaster />;
}
