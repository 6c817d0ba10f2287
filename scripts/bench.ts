/**
 * `npm run bench`: 100,000 artists in a throw-away PGlite, the server on a loopback port, and 10
 * concurrent clients (on a thread of their own, sending Accept-Encoding as browsers do and reading
 * the compressed bytes as they come: scripts/bench-load.ts) on GET /api/artists (filters, sorts)
 * and GET /api/search/artists. Prints p50/p99, requests per second and bytes per answer per
 * scenario against the targets of issues #4 and #35 (exit code 1 when one is missed), the same pages
 * without the server's caches for reference, and the plan of the search query. Then the first
 * answer of the artist overview, payouts, admin landing and admin analytics on the demo data with a
 * cold cache (issue #36, target 1 s: scripts/bench-first-answer.ts); not in quick mode.
 *
 * Quick mode (`--quick` or BENCH_QUICK=1, for `npm run bench:quick`): 20,000 artists and 2 s per
 * scenario; prints its figures as one JSON line `bench-figures {...}` at the end.
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
import { describeFirstAnswer, measureFirstAnswers, TARGET_FIRST_ANSWER_MS } from './bench-first-answer.js';
import { describeLoad, load, type LoadFigures, pathsOf } from './bench-load.js';
import { printFigures, QUICK } from './bench-quick-mode.js';

const ARTISTS = QUICK ? 20_000 : 100_000;
const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 8));

const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-bench-'));
const db = await openPglite(join(dir, 'pglite'));
await migrate(db, { warn: () => {} });
const started = Date.now();
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

const origin = `http://127.0.0.1:${port}`;
const headers = { authorization: `Bearer ${token}` };

/** Cached artist pages (issue #35: the speed they had before compression, kept with it). */
const TARGET_CACHED_RPS = 2000;
const TARGET_CACHED_P99_MS = 20;
/** Search (issue #4). */
const TARGET_SEARCH_P99_MS = 50;

const figures: Record<string, LoadFigures> = {};

async function measure(name: string, paths: string[], withTargets: boolean): Promise<boolean> {
  const figure = await load({ origin, paths, headers, clients: CLIENTS, seconds: SECONDS });
  figures[name] = figure;
  const search = name.startsWith('search');
  const met =
    figure.errors === 0 && (search ? figure.p99 <= TARGET_SEARCH_P99_MS : figure.p99 <= TARGET_CACHED_P99_MS && figure.rps >= TARGET_CACHED_RPS);
  console.log(`${describeLoad(name, figure)}${withTargets ? `  ${met ? 'ok' : 'MISSED'}` : ''}`);
  return met;
}

console.log(
  `Targets: artist pages (cached) >= ${TARGET_CACHED_RPS} req/s and p99 <= ${TARGET_CACHED_P99_MS} ms; search p99 <= ${TARGET_SEARCH_P99_MS} ms. ` +
    `${CLIENTS} clients, ${SECONDS} s each, Accept-Encoding as browsers send it.\n`,
);
let allMet = true;
for (const [name, path] of scenarios) {
  const paths = pathsOf(path);
  // Warm-up: every page of the scenario once (plans, the JIT and the caches, as on a running server).
  await load({ origin, paths: [...new Set(paths)], headers, clients: CLIENTS, once: true });
  allMet = (await measure(name, paths, true)) && allMet;
}
const cached = Object.entries(figures).filter(([name]) => name.startsWith('artists'));
console.log(`Cached artist pages, mean: ${(cached.reduce((sum, [, figure]) => sum + figure.rps, 0) / cached.length).toFixed(0)} req/s`);

// For reference, the database's own cost: every request recomputes its page and total.
console.log('\nWithout the page and total caches (clearCache=true), for reference:');
for (const [name, path] of scenarios.filter(([name]) => name.startsWith('artists'))) {
  await measure(`${name} (uncached)`, pathsOf(() => `${path()}&clearCache=true`), false);
}
{
  const mean = (entries: LoadFigures[]) => entries.reduce((sum, figure) => sum + figure.rps, 0) / entries.length;
  const uncached = Object.entries(figures).filter(([name]) => name.endsWith('(uncached)')).map(([, figure]) => figure);
  const search = figures['search/artists']!;
  printFigures({
    'cached artist pages': { rps: mean(cached.map(([, figure]) => figure)), p99: Math.max(...cached.map(([, figure]) => figure.p99)) },
    'search/artists': { rps: search.rps, p99: search.p99 },
    'uncached artist pages': { rps: mean(uncached) },
  });
}

await app.close();
rmSync(dir, { recursive: true, force: true });

if (!QUICK) {
  console.log(`\nFirst answer, cold cache: the demo data, a fresh server per page, the page's data calls together (target <= ${TARGET_FIRST_ANSWER_MS} ms):`);
  for (const answer of await measureFirstAnswers()) {
    console.log(describeFirstAnswer(answer));
    allMet = answer.coldMs <= TARGET_FIRST_ANSWER_MS && allMet;
  }
}

console.log(`\n${allMet ? 'All targets met.' : 'Some targets MISSED.'}`);
process.exitCode = allMet ? 0 : 1;
