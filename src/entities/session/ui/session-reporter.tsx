import { useLayoutEffect } from 'react';
import { useSession, type SessionView } from '../model/use-session';

/**
 * Reports the session (from the Effector model, scope-aware) to `WithSession`, which renders
 * before this module has loaded. Renders nothing.
 */
export function SessionReporter({ onSession }: { onSession: (session: SessionView) => void }) {
  const session = useSession();
  const { loading, user } = session;
  useLayoutEffect(() => {
    onSession(session);
    // `session` is a fresh object each render; it changes only with `loading` and `user`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onSession, loading, user]);
  return null;
}
