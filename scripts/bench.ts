/**
 * `npm run bench`: 100,000 artists in a throw-away PGlite, the server on a loopback port, and 10
 * concurrent clients on GET /api/artists (filters, sorts) and GET /api/search/artists.
 * Prints p50/p99 and requests per second per scenario against the targets of issue #4 (exit code 1
 * when one is missed), the same pages without the server's caches for reference, and the plan of
 * the search query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signFor } from '../server/accounts/sessions.js';
import { insertUser } from '../server/accounts/users.js';
import { buildApp } from '../server/app.js';
import { migrate } from '../server/db/index.js';
import { openPglite } from '../server/db/pglite.js';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, NOUNS } from '../server/demo/catalog-words.js';

const ARTISTS = 100_000;
const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-bench-'));
const db = await openPglite(join(dir, 'pglite'));
await migrate(db, { warn: () => {} });
let started = Date.now();
// Names from word lists by hashes of the row number; listeners fall off with rank (few big, a long tail).
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
  [ARTISTS, FIRST_NAMES, LAST_NAMES, ADJECTIVES, NOUNS],
);
await db.exec('vacuum analyze artists');
console.log(`Loaded ${ARTISTS.toLocaleString('en')} artists in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const plan = await db.query<{ 'QUERY PLAN': string }>(
  `explain analyze select id from artists where lower(name) like '%harbor%' and spotify_id is not null
    order by monthly_listeners desc nulls last, id limit 10`,
);
console.log(`\nPlan of the search query:\n${plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}\n`);

const app = await buildApp({ database: db, logger: false, authSecret: 'bench-only-secret-0123456789abcdef0123456789', dataDir: dir });
const admin = await insertUser(db, { email: 'bench@example.test', passwordHash: 'x', firstName: 'Bench', lastName: 'Admin', roles: ['ADMIN'], isDistributed: false, emailVerified: true });
const token = signFor(app, admin!);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

const words = ['har', 'golden', 'ava', 'wolves', 'neon', 'the silver', 'park', 'echo', 'lu', 'ti', 'stone', 'rivera'];
const scenarios: [string, () => string][] = [
  ['artists: newest, page 1-20', () => `/api/artists?page=${1 + Math.floor(Math.random() * 20)}&sortBy=createdAt`],
  ['artists: by listeners + search', () => `/api/artists?sortBy=monthlyListeners&search=${encodeURIComponent(pick(words))}`],
  ['artists: earnings range + socials', () => `/api/artists?minMonthlyEarnings=10&maxMonthlyEarnings=5000&socials=INSTAGRAM&sortBy=monthlyEarnings&page=${1 + Math.floor(Math.random() * 10)}`],
  ['artists: by name asc, deep page', () => `/api/artists?sortBy=name&sortDirection=asc&page=${1 + Math.floor(Math.random() * 400)}`],
  ['search/artists', () => `/api/search/artists?query=${encodeURIComponent(pick(words))}&platform=spotify&offset=${10 * Math.floor(Math.random() * 3)}`],
];

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

async function run(path: () => string, seconds = SECONDS): Promise<{ latencies: number[]; errors: number; elapsed: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < deadline) {
        const begin = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}${path()}`, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        latencies.push(performance.now() - begin);
        if (response.status !== 200) errors++;
      }
    }),
  );
  return { latencies, errors, elapsed: (Date.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const TARGET_P99_MS = 50;
const TARGET_RPS = 1000;

async function measure(name: string, path: () => string, withTargets: boolean): Promise<boolean> {
  const { latencies, errors, elapsed } = await run(path);
  const sorted = [...latencies].sort((a, b) => a - b);
  const rps = latencies.length / elapsed;
  const p99 = percentile(sorted, 99);
  const met = errors === 0 && p99 <= TARGET_P99_MS && (rps >= TARGET_RPS || name.startsWith('search'));
  console.log(
    `${name.padEnd(36)} ${String(latencies.length).padStart(6)} req  ${rps.toFixed(0).padStart(5)} req/s  ` +
      `p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms${errors ? `  ${errors} errors` : ''}` +
      (withTargets ? `  ${met ? 'ok' : 'MISSED'}` : ''),
  );
  return met;
}

// A short warm-up per scenario: plans, caches and the JIT, as on a running server.
for (const [, path] of scenarios) await run(path, 1);
console.log(`Targets: p99 <= ${TARGET_P99_MS} ms for every scenario, >= ${TARGET_RPS} req/s for the artist pages.\n`);
let allMet = true;
for (const [name, path] of scenarios) allMet = (await measure(name, path, true)) && allMet;

// For reference, the database's own cost: every request recomputes its page and total.
console.log('\nWithout the page and total caches (clearCache=true), for reference:');
for (const [name, path] of scenarios.filter(([name]) => name.startsWith('artists'))) await measure(name, () => `${path()}&clearCache=true`, false);

console.log(`\n${allMet ? 'All targets met.' : 'Some targets MISSED.'}`);
process.exitCode = allMet ? 0 : 1;
await app.close();
rmSync(dir, { recursive: true, force: true });
