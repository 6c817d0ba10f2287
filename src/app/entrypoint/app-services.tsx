import { useEffect, useLayoutEffect } from 'react';
import { useUnit } from 'effector-react';
import { sessionStarted } from '@/entities/session';
import { settingsStarted, useSettings } from '@/entities/theme';
import { loadQueryClient } from '@/shared/api';
import { AppToaster } from '@/shared/ui';

// The app's services, fetched at start but not waited for by the first paint (`AppProviders`).
// The stored display settings were applied to the page before it (app.tsx); the model takes them
// over before anything here renders.
settingsStarted();
void loadQueryClient();

export type ThemeDirection = 'ltr' | 'rtl';

export interface AppServicesProps {
  /** The direction chosen in the settings, for Ark UI's locale above. */
  onDirectionChange: (direction: ThemeDirection) => void;
}

/**
 * Session start (stored token → `POST /auth/verify`), the display-settings model and the app's one
 * toaster. Rendered by `AppProviders` once this chunk has arrived.
 */
export function AppServices({ onDirectionChange }: AppServicesProps) {
  const { settings } = useSettings();
  const direction = settings.themeDirection;
  useLayoutEffect(() => onDirectionChange(direction), [onDirectionChange, direction]);

  const startSession = useUnit(sessionStarted);
  useEffect(() => {
    startSession();
  }, [startSession]);

  return <AppToaster />;
}
