/** Cross-import for `entities/selected-artist`: the roster lives on the signed-in user. */
export { $user } from '../model/session';
export type { User } from '../api/session-api';
/** For its tests: a user arrives, or the session is restored (app start). */
export { refreshFx, sessionStarted, userReceived } from '../model/session';
