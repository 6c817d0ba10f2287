import { namePattern } from '../catalog/artists.js';
import type { Queryable } from '../db/index.js';
import type { ArtistDirectory, CatalogPlatform, PlatformProfile } from './types.js';

/** The catalogue column holding each platform's artist id (fixed names: safe to put into SQL). */
export const ID_COLUMN: Record<CatalogPlatform, 'spotify_id' | 'apple_id'> = {
  spotify: 'spotify_id',
  appleMusic: 'apple_id',
};

type Row = { id: string; name: string; image: string | null; platform_id: string; followers: number | null; genres: string[] };

function fromRow(platform: CatalogPlatform, row: Row): PlatformProfile {
  return { platform, id: row.platform_id, name: row.name, image: row.image, followers: row.followers, genres: row.genres, artistId: row.id };
}

/**
 * A platform's artists as the catalogue knows them (those with an id on that platform), plus
 * `extra` profiles that the catalogue lacks (the sandbox's own artists). Search is by part of the
 * name, case-insensitive: catalogue matches first (best known first), then the extra ones.
 */
export function catalogueDirectory(db: Queryable, platform: CatalogPlatform, extra: readonly PlatformProfile[] = []): ArtistDirectory {
  const column = ID_COLUMN[platform];
  const columns = `id, name, image, ${column} as platform_id, followers, genres`;
  return {
    async findArtist(id) {
      const { rows } = await db.query<Row>(`select ${columns} from artists where ${column} = $1`, [id]);
      if (rows[0]) return fromRow(platform, rows[0]);
      return extra.find((profile) => profile.id === id) ?? null;
    },

    async searchArtists(query, limit) {
      const text = query.trim().toLowerCase();
      if (text === '') return [];
      const { rows } = await db.query<Row>(
        `select ${columns} from artists where name_lower like $1 and ${column} is not null
          order by monthly_listeners desc nulls last, id desc limit $2`,
        [namePattern(text), limit],
      );
      const found = rows.map((row) => fromRow(platform, row));
      const seen = new Set(found.map((profile) => profile.id));
      // As namePattern: part of the name from 3 characters, its start below.
      const matches = (name: string) => (text.length >= 3 ? name.toLowerCase().includes(text) : name.toLowerCase().startsWith(text));
      const more = extra.filter((profile) => !seen.has(profile.id) && matches(profile.name));
      return [...found, ...more].slice(0, limit);
    },
  };
}
