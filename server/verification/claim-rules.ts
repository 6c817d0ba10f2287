import type { Caller } from '../auth/authorize.js';
import { VERIFIED_ENTRY } from '../catalog/artists.js';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../http/errors.js';

export const CLAIM_MESSAGES = {
  claimed: 'This artist is already claimed by another account.',
  upgrade: 'Please upgrade to a label account to add more artists',
} as const;

const IS_VERIFIED = VERIFIED_ENTRY('ua');

/**
 * Who may claim an artist, decided in one place for verification and the admin's claim:
 * - an artist verified (on any platform) by another account that is not an admin is claimed:
 *   409 (admins manage artists for others, so their rosters claim nothing);
 * - with `labelRule`, a caller who is neither an admin nor a label account may have one verified
 *   artist: another one is 403 "Please upgrade to a label account to add more artists".
 * `artistId` is null for an artist not in the catalogue yet (nobody can have claimed it).
 */
export async function assertMayClaim(db: Queryable, caller: Caller, artistId: string | null, { labelRule = true } = {}): Promise<void> {
  const { rows } = await db.query<{ claimed: boolean; other_verified: boolean; is_label: boolean }>(
    `select
       exists (select 1 from user_artists ua join users u on u.id = ua.user_id
                where ua.artist_id = $2 and ua.user_id <> $1 and not ('ADMIN' = any (u.roles)) and ${IS_VERIFIED}) as claimed,
       exists (select 1 from user_artists ua
                where ua.user_id = $1 and ua.artist_id is distinct from $2 and ${IS_VERIFIED}) as other_verified,
       coalesce((select is_label from users where id = $1), false) as is_label`,
    [caller.userId, artistId],
  );
  const row = rows[0]!;
  if (row.claimed) throw new HttpError(409, CLAIM_MESSAGES.claimed);
  const mayHaveSeveral = caller.roles.includes('ADMIN') || row.is_label;
  if (labelRule && !mayHaveSeveral && row.other_verified) throw new HttpError(403, CLAIM_MESSAGES.upgrade);
}

/** Serialises claims of one artist (two accounts verifying it at once): call inside the transaction. */
export async function lockArtist(db: Queryable, artistId: string): Promise<void> {
  await db.query('select id from artists where id = $1 for update', [artistId]);
}
