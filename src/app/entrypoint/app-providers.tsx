import type { ReactNode } from 'react';
import { LocaleProvider } from '@ark-ui/react/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSettings } from '@/entities/theme';
import { AppErrorBoundary } from '@/widgets/error-screen';
import { queryClient } from '@/shared/api';
import { AppToaster } from '@/shared/ui';

// Ark UI takes its direction (menus, popovers, arrow keys) from the locale. The app's texts and
// figures stay English; only the direction of the settings' right-to-left choice is passed on.
const LOCALE_BY_DIRECTION = { ltr: 'en-US', rtl: 'ar-u-nu-latn' } as const;

/** Everything around the router: error boundary, Ark's locale, React Query, and the app's one toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  return (
    <AppErrorBoundary>
      <LocaleProvider locale={LOCALE_BY_DIRECTION[settings.themeDirection]}>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToaster />
        </QueryClientProvider>
      </LocaleProvider>
    </AppErrorBoundary>
  );
}
