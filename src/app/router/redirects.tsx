import { Navigate, useLocation } from 'react-router';
import { resolveHomePath } from './resolve-home-path';

/**
 * Replaces the current entry with `to`, keeping the query string and hash
 * (`/auth/reset-password?token=…` → `/reset-password?token=…`).
 */
export function RedirectPreservingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** `/`: sends the visitor on by role. */
export function HomeRedirect() {
  // Seam for the accounts issue: read the session (Effector model) here.
  const session = null;
  return <Navigate to={resolveHomePath(session)} replace />;
}
