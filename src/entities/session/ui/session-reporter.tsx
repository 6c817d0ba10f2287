import { useEffect, useLayoutEffect } from 'react';
import { useUnit } from 'effector-react';
import { sessionStarted } from '../model/session';
import { useSession, type SessionView } from '../model/use-session';

/** Starts the session outside React (app start; the app has no Effector scope). */
export const startSession = () => sessionStarted();

/**
 * Starts the session (a stored token is verified as soon as the model is here, not once the app's
 * services have also arrived; the start runs once) and reports it (from the Effector model,
 * scope-aware) to `WithSession`, which renders before this module has loaded. Renders nothing.
 */
export function SessionReporter({ onSession }: { onSession: (session: SessionView) => void }) {
  const startSession = useUnit(sessionStarted);
  useEffect(() => startSession(), [startSession]);
  const session = useSession();
  const { loading, user } = session;
  useLayoutEffect(() => {
    onSession(session);
    // `session` is a fresh object each render; it changes only with `loading` and `user`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onSession, loading, user]);
  return null;
}
