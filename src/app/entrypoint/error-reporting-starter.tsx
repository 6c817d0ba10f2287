import { useEffect } from 'react';
import { startErrorReporting } from '@/shared/lib/error-reporting';

/** Loads Sentry after the first paint when the build has a DSN (nothing at all without one). */
export function ErrorReportingStarter() {
  useEffect(() => {
    void startErrorReporting();
  }, []);
  return null;
}
