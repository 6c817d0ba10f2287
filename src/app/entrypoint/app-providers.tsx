import { useState, type ReactNode } from 'react';
import { LocaleProvider } from '@ark-ui/react/locale';
import { readStoredSettings } from '@/entities/theme';
import { QueryClientGate } from '@/shared/api';
import { deferredModule, useAfterFirstPaint, useDeferredModule } from '@/shared/lib/deferred';
import { tokenStore } from '@/shared/lib/session-token';

// Ark UI takes its direction (menus, popovers, arrow keys) from the locale. The app's texts and
// figures stay English; only the direction of the settings' right-to-left choice is passed on.
const LOCALE_BY_DIRECTION = { ltr: 'en-US', rtl: 'ar-u-nu-latn' } as const;

// Effector's models (session, settings), React Query and the toaster are one chunk, fetched at
// start and not waited for: a guest page paints with React, the router and its own chunk.
const services = deferredModule(() => import(/* webpackChunkName: "app-services" */ './app-services'));

/** Starts fetching the app's services (app start). */
export const preloadAppServices = () => services.preload();

/**
 * Everything around the router: Ark's locale, React Query's client (once it has arrived), session
 * start, the display-settings model and the app's one toaster. The children keep their place
 * while the services arrive, so a page painted before them is not mounted again.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // A visitor's page is painted first; a stored session needs them at once (its start is here).
  const painted = useAfterFirstPaint();
  const loaded = useDeferredModule(services, painted || tokenStore.get() !== null);
  const [direction, setDirection] = useState(() => readStoredSettings().themeDirection);
  return (
    <LocaleProvider locale={LOCALE_BY_DIRECTION[direction]}>
      <QueryClientGate>
        {children}
        {loaded && <loaded.AppServices onDirectionChange={setDirection} />}
      </QueryClientGate>
    </LocaleProvider>
  );
}
