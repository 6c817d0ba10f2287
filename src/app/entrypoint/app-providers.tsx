import type { ReactNode } from 'react';
import { QueryClientGate } from '@/shared/api';
import { deferredModule, useAfterFirstPaint, useDeferredModule } from '@/shared/lib/deferred';
import { tokenStore } from '@/shared/lib/session-token';

// Effector's models (session, settings), React Query and the toaster are one chunk, fetched at
// start and not waited for: a guest page paints with React, the router and its own chunk.
const services = deferredModule(() => import(/* webpackChunkName: "app-services" */ './app-services'));

/** Starts fetching the app's services (app start). */
export const preloadAppServices = () => services.preload();

/**
 * Everything around the router: React Query's client (once it has arrived), session start, the
 * display-settings model and the app's one toaster. The children keep their place while the
 * services arrive, so a page painted before them is not mounted again. (Ark UI's direction comes
 * from `<html dir>`, which the settings set: `ArkLocale` in each overlay.)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // A visitor's page is painted first; a stored session needs them at once (its start is here).
  const painted = useAfterFirstPaint();
  const loaded = useDeferredModule(services, painted || tokenStore.get() !== null);
  return (
    <QueryClientGate>
      {children}
      {loaded && <loaded.AppServices />}
    </QueryClientGate>
  );
}
