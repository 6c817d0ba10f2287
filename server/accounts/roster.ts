import type { Queryable } from '../db/index.js';
import { newObjectId } from '../db/ids.js';
import { catalogChanged } from '../catalog/cache.js';

export type VerificationFlags = Record<string, boolean>;

export interface ArtistRecord {
  id: string;
  name: string;
  image: string | null;
  spotifyId: string | null;
  appleId: string | null;
  amiIdentity: string | null;
}

export interface RosterRecord {
  id: string;
  artist: ArtistRecord;
  verified: VerificationFlags;
  verifiedAt: Record<string, string>;
  createdAt: Date;
}

const ARTIST_COLUMNS = 'a.id, a.name, a.image, a.spotify_id, a.apple_id, a.ami_identity';
type ArtistRow = { id: string; name: string; image: string | null; spotify_id: string | null; apple_id: string | null; ami_identity: string | null };

function toArtist(row: ArtistRow): ArtistRecord {
  return { id: row.id, name: row.name, image: row.image, spotifyId: row.spotify_id, appleId: row.apple_id, amiIdentity: row.ami_identity };
}

export async function findArtist(db: Queryable, id: string): Promise<ArtistRecord | null> {
  const { rows } = await db.query<ArtistRow>(`select ${ARTIST_COLUMNS} from artists a where a.id = $1`, [id]);
  return rows[0] ? toArtist(rows[0]) : null;
}

/** The catalogue artist with this id on Spotify (`spotify_id`) or Apple Music (`apple_id`). */
export async function findArtistByPlatformId(db: Queryable, platform: 'spotify' | 'appleMusic', platformId: string): Promise<ArtistRecord | null> {
  const column = platform === 'appleMusic' ? 'apple_id' : 'spotify_id';
  const { rows } = await db.query<ArtistRow>(`select ${ARTIST_COLUMNS} from artists a where a.${column} = $1`, [platformId]);
  return rows[0] ? toArtist(rows[0]) : null;
}

/** A platform's artist profile, as far as the catalogue keeps it. */
export interface ArtistProfile {
  platform: 'spotify' | 'appleMusic';
  id: string;
  name: string;
  image?: string | null;
  followers?: number | null;
  genres?: string[];
}

/** The catalogue artist with the profile's platform id, else a new one made from the profile. */
export async function ensureArtist(db: Queryable, profile: ArtistProfile): Promise<ArtistRecord> {
  const existing = await findArtistByPlatformId(db, profile.platform, profile.id);
  if (existing) return existing;
  const column = profile.platform === 'appleMusic' ? 'apple_id' : 'spotify_id';
  const { rows } = await db.query<ArtistRow>(
    `insert into artists as a (id, name, image, ${column}, followers, genres) values ($1, $2, $3, $4, $5, $6)
     on conflict (${column}) do update set updated_at = a.updated_at
     returning ${ARTIST_COLUMNS}`,
    [newObjectId(), profile.name, profile.image ?? null, profile.id, profile.followers ?? null, profile.genres ?? []],
  );
  catalogChanged(db);
  return toArtist(rows[0]!);
}

/**
 * Puts the artist on the roster verified on `platform` (a key of VerificationFlags), or marks it
 * so when it is there; `verified_at` keeps the first time.
 */
export async function markVerified(db: Queryable, userId: string, artistId: string, platform: string): Promise<void> {
  const now = new Date().toISOString();
  await db.query(
    `insert into user_artists as ua (id, user_id, artist_id, verified, verified_at)
     values ($1, $2, $3, jsonb_build_object($4::text, true), jsonb_build_object($4::text, $5::text))
     on conflict (user_id, artist_id) do update set
       verified = ua.verified || jsonb_build_object($4::text, true),
       verified_at = case when (ua.verified ->> $4::text)::boolean is true then ua.verified_at
                          else ua.verified_at || jsonb_build_object($4::text, $5::text) end`,
    [newObjectId(), userId, artistId, platform, now],
  );
  catalogChanged(db);
}

/** Makes the artist the user's linked artist (`_artist`), or only when none is linked. */
export async function linkArtist(db: Queryable, userId: string, artistId: string, { onlyIfNone = false } = {}): Promise<void> {
  await db.query(
    `update users set linked_artist_id = $2, updated_at = now() where id = $1${onlyIfNone ? ' and linked_artist_id is null' : ''}`,
    [userId, artistId],
  );
}

/** Unlinks the artist if it is the user's linked artist; false when it was not. */
export async function unlinkArtist(db: Queryable, userId: string, artistId: string): Promise<boolean> {
  const { rows } = await db.query('update users set linked_artist_id = null, updated_at = now() where id = $1 and linked_artist_id = $2 returning id', [userId, artistId]);
  return rows.length > 0;
}

/** The artist with this Spotify id, else a new artist record with this name (and id). */
export async function findOrCreateArtist(
  db: Queryable,
  { name, spotifyId = null }: { name: string; spotifyId?: string | null },
): Promise<ArtistRecord> {
  if (spotifyId) {
    const { rows } = await db.query<ArtistRow>(`select ${ARTIST_COLUMNS} from artists a where a.spotify_id = $1`, [spotifyId]);
    if (rows[0]) return toArtist(rows[0]);
  }
  const { rows } = await db.query<ArtistRow>(
    `insert into artists as a (id, name, spotify_id) values ($1, $2, $3)
     on conflict (spotify_id) do update set updated_at = a.updated_at
     returning ${ARTIST_COLUMNS}`,
    [newObjectId(), name, spotifyId],
  );
  catalogChanged(db);
  return toArtist(rows[0]!);
}

export async function rosterOf(db: Queryable, userId: string): Promise<RosterRecord[]> {
  const { rows } = await db.query<ArtistRow & { entry_id: string; verified: VerificationFlags; verified_at: Record<string, string>; created_at: Date }>(
    `select ua.id as entry_id, ua.verified, ua.verified_at, ua.created_at, ${ARTIST_COLUMNS}
       from user_artists ua join artists a on a.id = ua.artist_id
      where ua.user_id = $1
      order by ua.created_at, ua.id`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.entry_id,
    artist: toArtist(row),
    verified: row.verified,
    verifiedAt: row.verified_at,
    createdAt: row.created_at,
  }));
}

/** Puts the artist on the roster (unverified unless flags are given); nothing changes if it is there. */
export async function addToRoster(
  db: Queryable,
  userId: string,
  artistId: string,
  verified: VerificationFlags = {},
): Promise<void> {
  const verifiedAt = Object.fromEntries(Object.entries(verified).filter(([, on]) => on).map(([platform]) => [platform, new Date().toISOString()]));
  await db.query(
    `insert into user_artists (id, user_id, artist_id, verified, verified_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id, artist_id) do nothing`,
    [newObjectId(), userId, artistId, JSON.stringify(verified), JSON.stringify(verifiedAt)],
  );
  catalogChanged(db);
}

export async function removeFromRoster(db: Queryable, userId: string, artistId: string): Promise<void> {
  await db.query('delete from user_artists where user_id = $1 and artist_id = $2', [userId, artistId]);
  await db.query('update users set linked_artist_id = null, updated_at = now() where id = $1 and linked_artist_id = $2', [userId, artistId]);
  catalogChanged(db);
}

/** Clears one platform's verification on every roster entry of the user; the number of entries changed. */
export async function clearVerification(db: Queryable, userId: string, platform: string): Promise<number> {
  const { rows } = await db.query(
    `update user_artists set verified = verified - $2::text, verified_at = verified_at - $2::text
      where user_id = $1 and (verified ->> $2::text)::boolean is true
     returning id`,
    [userId, platform],
  );
  if (rows.length > 0) catalogChanged(db);
  return rows.length;
}
