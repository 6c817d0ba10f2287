import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { namePattern } from './artists.js';
import type { Rates } from './rates.js';
import { type UsageQuery, usagePage } from './royalties.js';

type Schemas = components['schemas'];

/** The usage rows of every distributed user's roster artists, with the user and the artist. */
const DISTRIBUTED_USAGE = `(
  select r.period, r.platform, r.territory, r.streams, r.downloads,
         us.id as user_id, us.email as user_email, nullif(trim(us.first_name || ' ' || us.last_name), '') as user_name, us.photo_url as user_photo,
         a.id as artist_id, a.name as artist_name, a.image as artist_image, a.spotify_id as artist_spotify_id
    from users us
    join user_artists ua on ua.user_id = us.id
    join artists a on a.id = ua.artist_id
    join usage_reports r on r.artist_id = a.id
   where us.is_distributed) x`;

interface Extra {
  user_id: string;
  user_email: string;
  user_name: string | null;
  user_photo: string | null;
  artist_id: string;
  artist_name: string;
  artist_image: string | null;
  artist_spotify_id: string | null;
}

/** adminGetUsageReport: the per-artist report's rows and totals, across distributed users. */
export async function adminUsageReport(
  db: Queryable,
  rates: Rates,
  query: UsageQuery & { search?: string; userId?: string; artistId?: string },
): Promise<Schemas['AdminUsageReportPage']> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (query.userId) conditions.push(`user_id = $${params.push(query.userId)}`);
  if (query.artistId) conditions.push(`artist_id = $${params.push(query.artistId)}`);
  if (query.search?.trim()) {
    const p = `$${params.push(namePattern(query.search))}`;
    conditions.push(`(lower(user_email) like ${p} or lower(coalesce(user_name, '')) like ${p} or lower(artist_name) like ${p})`);
  }
  const columns = ', user_id, user_email, user_name, user_photo, artist_id, artist_name, artist_image, artist_spotify_id';
  const { rows, ...page } = await usagePage<Extra>(db, rates, { relation: DISTRIBUTED_USAGE, conditions, params, columns, tieBreak: ', user_id, artist_id' }, query);
  return {
    ...page,
    items: rows.map((row) => ({
      user: { _id: row.user_id, email: row.user_email, name: row.user_name ?? row.user_email, photoURL: row.user_photo },
      artist: { _id: row.artist_id, name: row.artist_name, image: row.artist_image, spotifyId: row.artist_spotify_id },
      ...row.usage,
    })),
  };
}
