import type { Caller } from '../auth/authorize.js';
import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { ARTIST_COLUMNS, type Artist, type ArtistRow, artistView, assertManages, loadArtistRow } from './artists.js';
import { catalogChanged } from './cache.js';

type Schemas = components['schemas'];

/** PUT /artists/{id}: the details a manager of the artist (or an admin) may change; 409 for an Apple Music id another artist has. */
export async function updateArtistDetails(db: Queryable, caller: Caller, id: string, details: Schemas['ArtistUpdate']): Promise<Artist> {
  await assertManages(db, caller, id);
  const { name, image = null, appleId = null, amiIdentity = null, genres = [], socials = [] } = details;
  try {
    await db.query(
      `update artists set name = $2, image = $3, apple_id = $4, ami_identity = $5, genres = $6, socials = $7, updated_at = now() where id = $1`,
      [id, name.trim(), image, appleId, amiIdentity, genres, JSON.stringify(socials)],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'Another artist has this Apple Music id.');
    throw error;
  }
  catalogChanged(db);
  return artistView(await loadArtistRow(db, caller.userId, id));
}

/** The artist's ids on each platform, by our id or its Spotify id. */
export async function artistPlatformIds(db: Queryable, callerId: string, id: string): Promise<Schemas['ArtistMetadata']> {
  const { rows } = await db.query<ArtistRow>(`select ${ARTIST_COLUMNS} from artists a where a.id = $2 or a.spotify_id = $2 limit 1`, [callerId, id]);
  const artist = rows[0];
  if (!artist) throw new HttpError(404, 'Artist not found');
  return { spotify: artist.spotify_id, itunes: artist.apple_id, amazon: artist.amazon_id, deezer: artist.deezer_id, name: artist.name, image: artist.image };
}
