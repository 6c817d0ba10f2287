import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { namePattern } from './artists.js';
import { cached } from './cache.js';
import { platformUrl } from './platforms.js';

type Result = components['schemas']['ArtistSearchResult'];
type Provider = components['schemas']['ProviderPlatform'];

interface Row {
  id: string;
  name: string;
  image: string | null;
  spotify_id: string | null;
  apple_id: string | null;
  followers: number | null;
  popularity: number | null;
  genres: string[];
}

/**
 * The sandbox provider search: the provider's catalogue is ours (artists with an id on that
 * provider), best known first. Uses the trigram index from 3 characters, the prefix index below.
 */
export async function searchProvider(
  db: Queryable,
  { query, provider = 'spotify', offset = 0, limit = 10, excludeIds = [] }: { query: string; provider?: Provider; offset?: number; limit?: number; excludeIds?: string[] },
): Promise<{ artists: Result[]; total: number }> {
  const idColumn = provider === 'appleMusic' ? 'apple_id' : 'spotify_id';
  const where = `name_lower like $1 and ${idColumn} is not null and not (${idColumn} = any($2::text[]))`;
  const params = [namePattern(query), excludeIds];
  const key = `search:${provider}:${params[0]}:${excludeIds.join(',')}`;
  // The results are cached as answered (one array a cache hit hands out again, see sendKept).
  const [artists, total] = await Promise.all([
    cached(
      db,
      `${key}:${offset}:${limit}`,
      false,
      async () => {
        const { rows } = await db.query<Row>(
          `select id, name, image, spotify_id, apple_id, followers, popularity, genres from artists
            where ${where} order by monthly_listeners desc nulls last, id desc limit ${limit} offset ${offset}`,
          params,
        );
        return rows.map((row) => resultOf(provider, row));
      },
      { ttlMs: 15_000 },
    ),
    cached(db, key, false, async () => {
      const { rows } = await db.query<{ total: number }>(`select count(*)::int as total from artists where ${where}`, params);
      return rows[0]!.total;
    }),
  ]);
  return { artists, total };
}

function resultOf(provider: Provider, row: Row): Result {
  const id = (provider === 'appleMusic' ? row.apple_id : row.spotify_id)!;
  return {
    id,
    _id: row.id,
    name: row.name,
    image: row.image,
    platform: provider,
    followers: row.followers,
    popularity: row.popularity,
    genres: row.genres,
    externalUrl: platformUrl(provider === 'appleMusic' ? 'APPLE_MUSIC' : 'SPOTIFY', 'artist', id),
  };
}
