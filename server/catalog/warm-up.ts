import { adminAnalytics } from '../admin/analytics.js';
import { adminOverview } from '../admin/overview.js';
import type { Queryable } from '../db/index.js';
import { periodOfStreams } from './analytics.js';
import { ARTIST_COLUMNS, type ArtistRow } from './artists.js';
import { loadRates } from './rates.js';
import { pageOfRoyalties } from './royalties.js';
import { ALBUM_SELECT, TRACK_SELECT } from './tracks.js';

/**
 * Reads, once at start and before the server listens, what the first pages read: the artist
 * overview and payouts, the admin landing and admin analytics. A freshly opened embedded database
 * has empty buffers and catalogue caches, so the first query on each table reads its pages and
 * plans from scratch (tens to hundreds of milliseconds each on the demo data), and the first
 * visitor paid for all of them at once (about 1 s for a page). Returns the milliseconds it took.
 */
export async function warmUp(db: Queryable): Promise<number> {
  const started = performance.now();
  const rates = await loadRates(db);
  const { rows } = await db.query<ArtistRow>(
    `select ${ARTIST_COLUMNS} from artists a where exists (select 1 from user_artists ua where ua.artist_id = a.id) order by a.id limit 1`,
    [null],
  );
  if (rows[0]) {
    await periodOfStreams(db, rows[0], rates);
    await db.query(`${TRACK_SELECT} where t.artist_id = $1 order by t.streams desc, t.id limit 10`, [rows[0].id]);
  }
  await adminOverview(db);
  await adminAnalytics(db, rates, {});
  await db.query(`${TRACK_SELECT} order by t.streams desc, t.id limit 1`);
  await db.query(`${ALBUM_SELECT} order by al.streams desc, al.id limit 1`);
  await db.query('select (select count(*) from tracks) as tracks, (select count(*) from albums) as albums');
  await pageOfRoyalties(db, rates, { status: 'UNCLAIMED', limit: 1 });
  return performance.now() - started;
}
