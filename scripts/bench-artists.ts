/**
 * The artists of `npm run bench`: a throw-away database (PGlite in a temporary directory, or a
 * database of its own created on the PostgreSQL server of DATABASE_URL and dropped after) filled
 * with generated artists.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, migrate } from '../server/db/index.js';
import { openPgliteThread } from '../server/db/pglite-thread.js';
import { openPostgres } from '../server/db/postgres.js';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, NOUNS } from '../server/demo/catalog-words.js';

export interface BenchDatabase {
  db: Database;
  /** The data directory the app is given (uploads and the like; PGlite's files with it). */
  dir: string;
  engine: 'pglite' | 'postgres';
  drop(): Promise<void>;
}

/** PGlite, or a new database on DATABASE_URL's server (never the database it names: it is left as it is). */
export async function openBenchDatabase(databaseUrl = process.env.DATABASE_URL): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-bench-'));
  if (!databaseUrl) {
    // As the server opens it (openDatabase): on a thread of its own.
    const db = await openPgliteThread(join(dir, 'pglite'));
    await migrate(db, { warn: () => {} });
    return { db, dir, engine: 'pglite', drop: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const name = `royalty_desk_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), () => {});
  await migrate(db, { warn: () => {} });
  return {
    db,
    dir,
    engine: 'postgres',
    async drop() {
      // The app closes the database it was given: its pool may be ended already.
      await db.close().catch(() => {});
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `count` artists (names from word lists by hashes of the row number; listeners fall off with rank: few big, a long tail) and rosters. */
export async function seedArtists(db: Database, count: number): Promise<void> {
  await db.query(
    `insert into artists (id, name, spotify_id, apple_id, monthly_listeners, followers, popularity, socials, monthly_earnings, created_at)
     select lpad(to_hex(g), 24, '0'),
            case when g % 3 = 0 then ($2::text[])[1 + abs(hashint4(g)) % cardinality($2)] || ' ' || ($3::text[])[1 + abs(hashint4(g * 7)) % cardinality($3)]
                 else 'The ' || ($4::text[])[1 + abs(hashint4(g * 11)) % cardinality($4)] || ' ' || ($5::text[])[1 + abs(hashint4(g * 13)) % cardinality($5)] || ' ' || g end,
            'sp' || g, case when g % 5 <> 0 then 'ap' || g end,
            (48000000 / power(g, 1.15))::int + 40, (30000000 / power(g, 1.1))::int, least(100, 10 + (90 / power(g, 0.2))::int),
            case g % 4 when 0 then '[{"network":"INSTAGRAM","url":"https://instagram.com/x"},{"network":"TWITTER","url":"https://twitter.com/x"}]'::jsonb
                       when 1 then '[{"network":"INSTAGRAM","url":"https://instagram.com/x"}]'::jsonb else '[]'::jsonb end,
            round(((48000000 / power(g, 1.15)) * 0.0075)::numeric, 2),
            now() - (g % 700) * interval '1 day' - (g % 86400) * interval '1 second'
       from generate_series(1, $1::int) g`,
    [count, FIRST_NAMES, LAST_NAMES, ADJECTIVES, NOUNS],
  );
  // Rosters: one account per 50 artists holding 10 of them, half verified (the lists' verification flags read them).
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name)
     select 'e' || lpad(to_hex(g), 23, '0'), 'bench-' || g || '@example.test', 'x', 'Bench', 'Artist' from generate_series(1, $1::int / 50) g`,
    [count],
  );
  await db.query(
    `insert into user_artists (user_id, artist_id, verified)
     select 'e' || lpad(to_hex(1 + g % ($1::int / 50)), 23, '0'), lpad(to_hex(1 + (g * 7) % $1::int), 24, '0'),
            case when g % 2 = 0 then '{"spotify":true}'::jsonb else '{}'::jsonb end
       from generate_series(1, $1::int / 5) g
     on conflict do nothing`,
    [count],
  );
  // As autovacuum would have by then (PGlite has none).
  await db.exec('vacuum analyze');
}
