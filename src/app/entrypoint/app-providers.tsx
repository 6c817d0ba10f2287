import type { ReactNode } from 'react';
import { QueryClientGate } from '@/shared/api';
import { deferredModule, useAfterFirstPaint, useDeferredModule } from '@/shared/lib/deferred';

// The toaster and the display-settings model start are a chunk fetched after the first paint: a
// page paints with React, the router and its own chunks (and, signed in, the session model).
const services = deferredModule(() => import(/* webpackChunkName: "app-services" */ './app-services'));

/**
 * Everything around the router: React Query's client (once it has arrived), session start, the
 * display-settings model and the app's one toaster. The children keep their place while the
 * services arrive, so a page painted before them is not mounted again. (Ark UI's direction comes
 * from `<html dir>`, which the settings set: `ArkLocale` in each overlay.)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const painted = useAfterFirstPaint();
  const loaded = useDeferredModule(services, painted);
  return (
    <QueryClientGate>
      {children}
      {loaded && <loaded.AppServices />}
    </QueryClientGate>
  );
}
