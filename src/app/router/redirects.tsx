import { Navigate, useLocation } from 'react-router';

/**
 * Replaces the current entry with `to`, keeping the query string and hash
 * (`/auth/reset-password?token=…` → `/reset-password?token=…`).
 */
export function RedirectPreservingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
