/** Cross-import for `entities/selected-artist`: the roster lives on the signed-in user. */
export { $user } from '../model/session';
export type { User } from '../api/session-api';
