import type { Queryable } from '../db/index.js';
import { catalogChanged } from '../catalog/cache.js';
import { HttpError } from '../http/errors.js';
import type { FileStorage } from '../storage/storage.js';
import { removeStoredPhoto } from './photo.js';
import { addToRoster, findOrCreateArtist, linkArtist, rosterOf, type ArtistRecord } from './roster.js';

/** A roster may hold this many artists with no platform profile (created here, not verified). */
const MAX_OWN_ARTISTS = 3;

const OWN_ARTIST_MESSAGES = {
  blankName: 'Enter the artist name.',
  tooMany: `You can create at most ${MAX_OWN_ARTISTS} artist profiles. Verify one on a platform or remove one from your roster first.`,
  notOnRoster: 'This artist is not on your roster.',
  heldByOthers: 'Another account holds this artist too: only a profile you alone hold takes a photo here.',
  platformProfile: "This artist's image comes from its platform profile: only a profile you created takes a photo here.",
} as const;

const hasPlatformProfile = (artist: ArtistRecord) => artist.spotifyId !== null || artist.appleId !== null;

/** Whether another account holds the artist on its roster. */
async function heldByOthers(db: Queryable, userId: string, artistId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from user_artists where artist_id = $1 and user_id <> $2 limit 1', [artistId, userId]);
  return rows.length > 0;
}

/** The caller's own profiles: on their roster, no platform id, held by no other account. */
async function ownProfiles(db: Queryable, userId: string): Promise<ArtistRecord[]> {
  const candidates = (await rosterOf(db, userId)).map((entry) => entry.artist).filter((artist) => !hasPlatformProfile(artist));
  const own: ArtistRecord[] = [];
  for (const artist of candidates) if (!(await heldByOthers(db, userId, artist.id))) own.push(artist);
  return own;
}

/**
 * The caller's own artist profile of this name: the one their roster holds already (the artist
 * named at sign-up), else a new one, on the roster and linked when no artist is linked.
 */
export async function createOwnArtist(db: Queryable, userId: string, rawName: string): Promise<ArtistRecord> {
  const name = rawName.trim();
  if (name === '') throw new HttpError(400, OWN_ARTIST_MESSAGES.blankName);
  const own = await ownProfiles(db, userId);
  const existing = own.find((artist) => artist.name.toLocaleLowerCase() === name.toLocaleLowerCase());
  if (!existing && own.length >= MAX_OWN_ARTISTS) throw new HttpError(409, OWN_ARTIST_MESSAGES.tooMany);
  const artist = existing ?? (await findOrCreateArtist(db, { name }));
  await addToRoster(db, userId, artist.id);
  await linkArtist(db, userId, artist.id, { onlyIfNone: true });
  return artist;
}

/**
 * The caller's own profile with this id, for a change only its creator makes: 404 off the roster,
 * 403 when another account holds it too, 409 for a platform profile (its image is the platform's).
 */
export async function assertOwnArtist(db: Queryable, userId: string, artistId: string): Promise<ArtistRecord> {
  const artist = (await rosterOf(db, userId)).find((entry) => entry.artist.id === artistId)?.artist;
  if (!artist) throw new HttpError(404, OWN_ARTIST_MESSAGES.notOnRoster);
  if (await heldByOthers(db, userId, artistId)) throw new HttpError(403, OWN_ARTIST_MESSAGES.heldByOthers);
  if (hasPlatformProfile(artist)) throw new HttpError(409, OWN_ARTIST_MESSAGES.platformProfile);
  return artist;
}

/** Gives the own profile its new stored photo; the one it had leaves storage. */
export async function setOwnArtistPhoto(db: Queryable, storage: FileStorage, artist: ArtistRecord, url: string): Promise<void> {
  await db.query('update artists set image = $2, updated_at = now() where id = $1', [artist.id, url]);
  catalogChanged(db);
  await removeStoredPhoto(storage, artist.image);
}
