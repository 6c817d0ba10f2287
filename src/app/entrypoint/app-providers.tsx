import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from '@/widgets/error-screen';
import { queryClient } from '@/shared/api';
import { AppToaster } from '@/shared/ui';

/** Everything around the router: error boundary, React Query, and the app's one toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
