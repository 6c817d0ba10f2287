import type { Caller } from '../auth/authorize.js';
import type { Queryable } from '../db/index.js';
import { ARTIST_COLUMNS, type ArtistFilters, type ArtistRow, artistScope, artistView } from './artists.js';

const BATCH = 1000;

/** Every artist matching the filters, read by key in batches so the export never holds them all. */
export async function* artistBatches(db: Queryable, caller: Caller, filters: ArtistFilters): AsyncGenerator<ArtistRow[]> {
  const { from, where, params } = artistScope(caller, filters);
  let after = '';
  for (;;) {
    const batchParams = [...params, after];
    const { rows } = await db.query<ArtistRow>(
      `select ${ARTIST_COLUMNS} from ${from} ${where ? `${where} and` : 'where'} a.id > $${batchParams.length} order by a.id limit ${BATCH}`,
      batchParams,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

export const CSV_COLUMNS = ['_id', 'artistId', 'name', 'spotifyId', 'image', 'verifiedPlatforms', 'createdAt'] as const;

function csvField(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Leading = + - @ would run as formulas in spreadsheets.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function* artistsCsv(batches: AsyncIterable<ArtistRow[]>): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for await (const rows of batches) {
    yield rows
      .map((row) => {
        const artist = artistView(row);
        const verified = Object.entries(artist.isVerified).filter(([, on]) => on).map(([platform]) => platform).join(' ');
        return [artist._id, artist.artistId, artist.name, artist.spotifyId, artist.image, verified, artist.createdAt].map(csvField).join(',');
      })
      .join('\r\n')
      .concat('\r\n');
  }
}

export async function* artistsJson(batches: AsyncIterable<ArtistRow[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const rows of batches) {
    yield (first ? '' : ',') + rows.map((row) => JSON.stringify(artistView(row))).join(',');
    first = false;
  }
  yield ']';
}
