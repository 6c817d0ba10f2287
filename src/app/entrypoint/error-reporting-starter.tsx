import { useEffect } from 'react';
import { useSession } from '@/entities/session';
import { setErrorReportingUser, startErrorReporting } from '@/shared/lib/error-reporting';

/**
 * Loads Sentry after the first paint when the build has a DSN (nothing at all without one), and
 * keeps its user context to the signed-in user's role flags (spec 1 §6): set on sign-in, cleared
 * on sign-out. (Here rather than in the session model, which every first load carries.)
 */
export function ErrorReportingStarter() {
  const { user } = useSession();
  useEffect(() => {
    void startErrorReporting();
  }, []);
  useEffect(() => {
    setErrorReportingUser(user);
  }, [user]);
  return null;
}
