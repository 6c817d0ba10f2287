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
