import type { Caller } from '../auth/authorize.js';
import { assertMayManage } from '../catalog/artists.js';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { loadRelease } from './repository/index.js';
import type { ReleaseRecord } from './release-types.js';
import type { Actor } from './state.js';

export const ACCESS_MESSAGES = {
  notFound: 'Release not found.',
  notYours: 'This release belongs to another account.',
} as const;

export const isAdmin = (caller: Caller) => caller.roles.includes('ADMIN');
export const actorOf = (caller: Caller): Actor => (isAdmin(caller) ? 'ADMIN' : 'OWNER');

/**
 * Whether the caller may see and change the release: it is theirs (the account that created it;
 * accounts have no shared label membership), or they are an admin. Holding the release's artist
 * on a roster grants nothing: anyone can put a catalogue artist there.
 */
function mayAccess(caller: Caller, record: ReleaseRecord): boolean {
  return isAdmin(caller) || record.ownerId === caller.userId;
}

/** The release if the caller may see it: 404 for an unknown id, 403 for somebody else's. */
export async function accessibleRelease(db: Queryable, caller: Caller, id: string): Promise<ReleaseRecord> {
  const record = await loadRelease(db, id);
  if (!record) throw new HttpError(404, ACCESS_MESSAGES.notFound);
  if (!mayAccess(caller, record)) throw new HttpError(403, ACCESS_MESSAGES.notYours);
  return record;
}

/**
 * 403 unless the caller may make releases for `artistId` (an artist they manage, see
 * `managedArtistIds`; admins any artist); false when no such artist exists (a field error for the
 * caller to report).
 */
export async function mayUseArtist(db: Queryable, caller: Caller, artistId: string): Promise<boolean> {
  if (!isAdmin(caller)) {
    await assertMayManage(db, caller, artistId);
    return true;
  }
  const { rows } = await db.query('select 1 from artists where id = $1', [artistId]);
  return rows.length > 0;
}
