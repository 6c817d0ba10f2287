import type { Caller } from '../auth/authorize.js';
import { isOnRoster } from '../catalog/artists.js';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { loadRelease } from './release-store.js';
import type { ReleaseRecord } from './release-types.js';
import type { Actor } from './state.js';

export const ACCESS_MESSAGES = {
  notFound: 'Release not found.',
  notYours: 'This release is for an artist that is not on your roster.',
  artistNotOnRoster: 'This artist is not on your roster.',
} as const;

export const isAdmin = (caller: Caller) => caller.roles.includes('ADMIN');
export const actorOf = (caller: Caller): Actor => (isAdmin(caller) ? 'ADMIN' : 'OWNER');

/** Whether a regular user may see and change the release: its artist is on their roster (or, with no artist, they made it). */
async function mayAccess(db: Queryable, caller: Caller, record: ReleaseRecord): Promise<boolean> {
  if (isAdmin(caller)) return true;
  if (record.values.artistId === null) return record.ownerId === caller.userId;
  return isOnRoster(db, caller.userId, record.values.artistId);
}

/** The release if the caller may see it: 404 for an unknown id, 403 for somebody else's. */
export async function accessibleRelease(db: Queryable, caller: Caller, id: string): Promise<ReleaseRecord> {
  const record = await loadRelease(db, id);
  if (!record) throw new HttpError(404, ACCESS_MESSAGES.notFound);
  if (!(await mayAccess(db, caller, record))) throw new HttpError(403, ACCESS_MESSAGES.notYours);
  return record;
}

/**
 * 403 unless the caller may make releases for `artistId` (on their roster; admins any artist);
 * false when no such artist exists (a field error for the caller to report).
 */
export async function mayUseArtist(db: Queryable, caller: Caller, artistId: string): Promise<boolean> {
  if (!isAdmin(caller)) {
    if (!(await isOnRoster(db, caller.userId, artistId))) throw new HttpError(403, ACCESS_MESSAGES.artistNotOnRoster);
    return true;
  }
  const { rows } = await db.query('select 1 from artists where id = $1', [artistId]);
  return rows.length > 0;
}
