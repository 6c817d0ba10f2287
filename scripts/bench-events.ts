/**
 * `npm run bench:events`: behavioural events in a throw-away PGlite (demo accounts and the demo
 * catalogue beside them). Prints figures, it is not a test:
 *
 * 1. Ingestion: 1,000 events/s for 60 s through POST /api/analytics/events, in batches of 25 (what
 *    the app sends on its interval) from 400 users, sent on a fixed clock whatever the answers
 *    take; p50/p99 per batch call (target p99 ≤ 50 ms), and GET /api/artists p50/p99 meanwhile
 *    (target p99 ≤ 50 ms).
 * 2. Abuse: one signed-in user on 3 connections (over HTTP) sends the largest batches the contract
 *    allows (its caps and body limit, read from openapi.yaml) as fast as they are answered, every
 *    4th batch over a cap (refused); GET /api/health p50/p95/p99 meanwhile (target p99 ≤ 50 ms). The
 *    script exits with 1 when this target is missed or an over-cap batch is accepted.
 * 3. History: 10 million events over a year written set-based (sessions of 30 events), the rollups
 *    rebuilt from them; then GET /api/admin/behavioral-analytics over the default 30 days and over
 *    90 days (target ≤ 1 s each), and one user's journey.
 *
 * Flags (or environment): --seconds=60 (BENCH_SECONDS), --rate=1000 (BENCH_RATE),
 * --stored=10000000 (BENCH_STORED), --abuse-seconds=30, --abuse-users=1 (the connections take turns
 * among this many users, each with its own batch limit), --skip-ingest, --skip-abuse, --skip-history,
 * --profile (prints each query of the timed analytics calls over 20 ms).
 *
 * Quick mode (BENCH_QUICK=1, for `npm run bench:quick`): 10 s of ingestion, 5 s of abuse, no
 * history, a small catalogue; prints its figures as one JSON line `bench-figures {...}` at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { signFor } from '../server/accounts/sessions.js';
import { findUserByEmail } from '../server/accounts/users.js';
import { buildApp } from '../server/app.js';
import { EVENT_TYPE_CODES } from '../server/behavior/index.js';
import { rebuildBehaviorRollups } from '../server/behavior/rollups.js';
import { loadContract } from '../server/contract/document.js';
import { migrate } from '../server/db/index.js';
import { openPglite } from '../server/db/pglite.js';
import { DEMO_CATALOG_SIZE } from '../server/demo/catalog.js';
import { seedDemoData } from '../server/demo/seed.js';
import { printFigures, QUICK, QUICK_CATALOG_SIZE } from './bench-quick-mode.js';

const flag = (name: string, fallback: string | undefined) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=', 2)[1] ?? fallback;
const SECONDS = Number(flag('seconds', process.env.BENCH_SECONDS) ?? (QUICK ? 10 : 60));
const RATE = Number(flag('rate', process.env.BENCH_RATE) ?? 1000);
const STORED = Number(flag('stored', process.env.BENCH_STORED) ?? 10_000_000);
const ABUSE_SECONDS = Number(flag('abuse-seconds', undefined) ?? (QUICK ? 5 : 30));
const ABUSE_USERS = Number(flag('abuse-users', undefined) ?? 1);
const ABUSE_CONNECTIONS = 3;
const ABUSE_BASELINE_SECONDS = QUICK ? 2 : 5;
const HEALTH_GAP_MS = 20;
const HEALTH_TARGET_P99_MS = 50;
/** Fastify's body limit where an operation sets none (x-body-limit). */
const DEFAULT_BODY_LIMIT = 1024 * 1024;
const BATCH = 25;
const SENDERS = 400;
const HISTORY_USERS = 5000;
const HISTORY_DAYS = 365;
const EVENTS_PER_SESSION = 30;
const SESSIONS_PER_STATEMENT = 20_000;
const ARTIST_CALL_GAP_MS = 10;
const PATHS = ['/dashboard', '/dashboard/artists', '/dashboard/tracks', '/dashboard/albums', '/dashboard/releases', '/dashboard/analytics', '/dashboard/works', '/dashboard/account'];

/** What bench:quick compares (printed in quick mode). */
const quickFigures: Record<string, Record<string, number>> = {};

const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-bench-events-'));
const db = await openPglite(join(dir, 'pglite'));
await migrate(db, { warn: () => {} });
let started = performance.now();
// The artists calls of the ingestion phase read the demo catalogue; the history alone needs none.
await seedDemoData(db, process.argv.includes('--skip-ingest') ? {} : { catalog: QUICK ? QUICK_CATALOG_SIZE : DEMO_CATALOG_SIZE });
console.log(`demo data loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// Accounts that send the events, and the ones of the history (set-based; they never sign in with a password).
await db.query(
  `insert into users (id, email, password_hash, first_name, last_name, created_at)
   select 'b3' || lpad(to_hex(g), 22, '0'), 'bench' || g || '@example.test', 'x', 'Bench', 'User ' || g, now() - make_interval(days => g % $2)
     from generate_series(1, $1::int) g`,
  [Math.max(SENDERS, HISTORY_USERS), HISTORY_DAYS],
);

const app = await buildApp({ database: db, logger: false, authSecret: 'bench-only-secret-0123456789abcdef0123456789', dataDir: dir });
await app.ready();
const admin = (await findUserByEmail(db, 'admin@demo.test'))!;
const artist = (await findUserByEmail(db, 'artist@demo.test'))!;
const adminHeaders = { authorization: `Bearer ${signFor(app, admin)}` };
const artistHeaders = { authorization: `Bearer ${signFor(app, artist)}` };

/** The id of bench account `number` (as the SQL above makes them). */
function benchUserId(number: number): string {
  return `b3${number.toString(16).padStart(22, '0')}`;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const describe = (values: number[]) =>
  values.length === 0
    ? 'no calls'
    : `${values.length} calls, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

if (!process.argv.includes('--skip-ingest')) await benchIngestion();
if (!process.argv.includes('--skip-abuse')) await benchAbuse();
if (!process.argv.includes('--skip-history') && !QUICK) await benchHistory();
printFigures(quickFigures);
await app.close();
rmSync(dir, { recursive: true, force: true });

async function benchIngestion(): Promise<void> {
  const senders = Array.from({ length: SENDERS }, (_, index) => ({
    headers: { authorization: `Bearer ${app.tokens.sign({ sub: benchUserId(index + 1), roles: [], ver: 0 })}` },
    sessionId: `bench-session-${index + 1}`,
    sent: 0,
  }));
  for (let call = 0; call < 20; call++) await app.inject({ method: 'GET', url: '/api/artists', headers: artistHeaders });

  const batchLatencies: number[] = [];
  const batchTimes: number[] = [];
  const statuses = new Map<number, number>();
  let accepted = 0;
  const artistLatencies: number[] = [];
  const uncachedLatencies: number[] = [];
  let done = false;
  const callArtists = async () => {
    while (!done) {
      const uncached = (artistLatencies.length + uncachedLatencies.length) % 2 === 1;
      const callStarted = performance.now();
      const response = await app.inject({ method: 'GET', url: uncached ? '/api/artists?clearCache=true' : '/api/artists', headers: artistHeaders });
      (uncached ? uncachedLatencies : artistLatencies).push(performance.now() - callStarted);
      if (response.statusCode !== 200) throw new Error(`GET /api/artists answered ${response.statusCode}`);
      await new Promise((resolve) => setTimeout(resolve, ARTIST_CALL_GAP_MS * Math.random() * 2));
    }
  };
  const sendBatch = async (number: number) => {
    const sender = senders[number % senders.length]!;
    const now = Date.now();
    const events = Array.from({ length: BATCH }, (_, index) => {
      const at = new Date(now - (BATCH - index) * 400).toISOString();
      const path = PATHS[(number + index) % PATHS.length]!;
      return index % 3 === 0 ? { type: 'page_view', path, timestamp: at } : { type: 'click', name: `button-${index % 5}`, path, timestamp: at, properties: { position: index } };
    });
    const callStarted = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: sender.headers,
      payload: { sessionId: sender.sessionId, appVersion: 'bench', events },
    });
    batchLatencies.push(performance.now() - callStarted);
    batchTimes.push(callStarted);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode === 202) accepted += (response.json() as { accepted: number }).accepted;
  };

  // Warm-up (not counted): one batch from each of the first 50 senders, one after the other.
  for (let number = 0; number < 50; number++) await sendBatch(number);
  batchLatencies.length = 0;
  batchTimes.length = 0;
  statuses.clear();
  accepted = 0;

  const caller = callArtists();
  const batchesPerSecond = RATE / BATCH;
  const inFlight = new Set<Promise<void>>();
  started = performance.now();
  let sent = 0;
  // Open loop: batches leave on the clock, whether or not earlier ones have been answered.
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * batchesPerSecond);
    while (sent < due) {
      const promise = sendBatch(sent++).finally(() => inFlight.delete(promise));
      inFlight.add(promise);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await caller;
  console.log(
    `ingestion: ${sent} batches of ${BATCH} events in ${seconds.toFixed(1)} s (${Math.round((sent * BATCH) / seconds)} events/s offered, ` +
      `${Math.round(accepted / seconds)} events/s recorded; answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')})`,
  );
  console.log(`POST /api/analytics/events: ${describe(batchLatencies)} (target p99 ≤ 50 ms)`);
  const windows = Array.from({ length: Math.ceil(SECONDS / 10) }, (_, window) =>
    batchLatencies.filter((_, index) => batchTimes[index]! - started >= window * 10_000 && batchTimes[index]! - started < (window + 1) * 10_000),
  );
  console.log(`  p99 per 10 s: ${windows.map((window) => percentile(window, 99).toFixed(0)).join(', ')} ms`);
  console.log(`GET /api/artists meanwhile: ${describe(artistLatencies)} (target p99 ≤ 50 ms)`);
  quickFigures['POST /api/analytics/events'] = { p99: percentile(batchLatencies, 99) };
  quickFigures['GET /api/artists while ingesting'] = { p99: percentile(artistLatencies, 99) };
  console.log(`GET /api/artists?clearCache=true (database every time) meanwhile: ${describe(uncachedLatencies)}`);
}

/** The caps of a batch in the contract: what the largest valid batch may hold. */
function batchCaps() {
  const { document } = loadContract();
  const schemas = document.components!.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>;
  const event = schemas.BehaviorEvent!.properties;
  const properties = event.properties as { maxProperties: number; propertyNames?: { maxLength: number }; additionalProperties: { anyOf: { type: string; maxLength?: number }[] } };
  const operation = document.paths!['/analytics/events']!.post as { 'x-body-limit'?: number };
  return {
    bodyBytes: operation['x-body-limit'] ?? DEFAULT_BODY_LIMIT,
    events: schemas.BehaviorEventBatch!.properties.events!.maxItems as number,
    path: event.path!.maxLength as number,
    name: event.name!.maxLength as number,
    properties: properties.maxProperties,
    key: properties.propertyNames?.maxLength ?? 64,
    value: properties.additionalProperties.anyOf.find((option) => option.type === 'string')!.maxLength!,
  };
}

async function benchAbuse(): Promise<void> {
  const caps = batchCaps();
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens = Array.from({ length: ABUSE_USERS }, (_, index) => app.tokens.sign({ sub: benchUserId(HISTORY_USERS - index), roles: [], ver: 0 }));
  const workerData = { origin, tokens, connections: ABUSE_CONNECTIONS, seconds: ABUSE_SECONDS, baselineSeconds: ABUSE_BASELINE_SECONDS, healthGapMs: HEALTH_GAP_MS, caps };
  const start = (role: 'health' | 'load') => new Worker(new URL('./bench-events-abuse-worker.mjs', import.meta.url), { workerData: { ...workerData, role } });
  const nextMessage = <T>(worker: Worker) =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  // Health alone first (this machine's floor), then under the load.
  const prober = start('health');
  const { baseline } = await nextMessage<{ baseline: Calls }>(prober);
  const loader = start('load');
  const [{ health }, load] = await Promise.all([
    nextMessage<{ health: Calls }>(prober),
    nextMessage<{ batches: Record<string, Calls>; sizes: Record<string, number> }>(loader),
  ]);
  await Promise.all([prober.terminate(), loader.terminate()]);
  const result = { baseline, health, ...load };
  const statuses = (calls: Calls) => Object.entries(calls.statuses).map(([status, count]) => `${status}×${count}`).join(', ');
  console.log(
    `abuse: ${ABUSE_USERS} user(s) on ${ABUSE_CONNECTIONS} connections for ${ABUSE_SECONDS} s; caps: body ${caps.bodyBytes} bytes, ${caps.events} events, ` +
      `path ${caps.path}, name ${caps.name}, ${caps.properties} properties (keys ${caps.key}, values ${caps.value})`,
  );
  for (const [kind, calls] of Object.entries(result.batches)) {
    console.log(`  ${kind} (${result.sizes[kind]} bytes): ${describe(calls.ms)}; answers ${statuses(calls)}`);
  }
  const healthFigures = (calls: Calls) =>
    `${calls.ms.length} calls, p50 ${percentile(calls.ms, 50).toFixed(1)} ms, p95 ${percentile(calls.ms, 95).toFixed(1)} ms, ` +
    `p99 ${percentile(calls.ms, 99).toFixed(1)} ms, max ${Math.max(...calls.ms).toFixed(1)} ms; answers ${statuses(calls)}`;
  const p99 = percentile(result.health.ms, 99);
  quickFigures['GET /api/health under abuse'] = { p99 };
  console.log(`GET /api/health meanwhile: ${healthFigures(result.health)} (target p99 ≤ ${HEALTH_TARGET_P99_MS} ms)`);
  console.log(`GET /api/health alone for ${ABUSE_BASELINE_SECONDS} s before (this machine's floor): ${healthFigures(result.baseline)}`);
  const overCapAccepted = Object.entries(result.batches).some(([kind, calls]) => kind.includes('over') && (calls.statuses[202] ?? 0) > 0);
  if (p99 > HEALTH_TARGET_P99_MS || overCapAccepted) {
    console.log(`abuse: target missed${overCapAccepted ? ' (an over-cap batch was accepted)' : ''}`);
    process.exitCode = 1;
  }
}

interface Calls {
  ms: number[];
  statuses: Record<string, number>;
}

async function benchHistory(): Promise<void> {
  const sessions = Math.ceil(STORED / EVENTS_PER_SESSION);
  started = performance.now();
  await db.query('insert into behavior_paths (path) select unnest($1::text[]) on conflict do nothing', [PATHS]);
  await db.query(`insert into behavior_names (name) select 'button-' || g from generate_series(0, 4) g on conflict do nothing`);
  const idsOf = async (table: string, column: string, texts: string[]) => {
    const { rows } = await db.query<{ id: number; text: string }>(`select id, ${column} as text from ${table} where ${column} = any($1::text[])`, [texts]);
    return texts.map((text) => rows.find((row) => row.text === text)!.id);
  };
  const pathIds = await idsOf('behavior_paths', 'path', PATHS);
  const nameIds = await idsOf('behavior_names', 'name', [0, 1, 2, 3, 4].map((index) => `button-${index}`));
  // A bulk load: foreign-key triggers off while writing (every row references a session just written).
  await db.query(`set session_replication_role = replica`);
  // Sessions spread over the year, a few a day for each user; 30 events each, 20 s apart.
  for (let first = 1; first <= sessions; first += SESSIONS_PER_STATEMENT) {
    const last = Math.min(sessions, first + SESSIONS_PER_STATEMENT - 1);
    await db.query(
      `with added as (
         insert into behavior_sessions (user_id, client_id, started_at, last_at, device, browser, os, app_version)
         select 'b3' || lpad(to_hex(1 + g % $3), 22, '0'), 'history-' || g, at, at + interval '580 seconds', 1 + g % 3, 'Chrome', 'macOS', 'bench'
           from generate_series($1::int, $2::int) g
           cross join lateral (select date_trunc('day', now()) - make_interval(days => 1 + g % $4, secs => ((g::bigint * 7919) % 86000)::int) as at) t
         returning id, started_at
       )
       insert into behavior_events (session_id, occurred_at, type, path_id, name_id)
       select a.id, a.started_at + make_interval(secs => k * 20),
              case when k % 3 = 0 then ${EVENT_TYPE_CODES.page_view} when k % 7 = 1 then ${EVENT_TYPE_CODES.search} else ${EVENT_TYPE_CODES.click} end,
              ($5::int[])[1 + (a.id + k) % ${PATHS.length}],
              case when k % 3 = 0 or k % 7 = 1 then 0 else ($6::int[])[1 + k % 5] end
         from added a cross join generate_series(0, ${EVENTS_PER_SESSION - 1}) k`,
      [first, last, HISTORY_USERS, HISTORY_DAYS, pathIds, nameIds],
    );
    if (Math.floor(first / SESSIONS_PER_STATEMENT) % 5 === 0) {
      console.log(`  … ${(last * EVENTS_PER_SESSION).toLocaleString('en')} events written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  await db.query(`set session_replication_role = origin`);
  const writtenSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await rebuildBehaviorRollups(db);
  const rollupSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await db.query('vacuum analyze');
  const { rows } = await db.query<{ events: number; sessions: number; daily_pages: number; daily_users: number; size: string }>(
    `select (select count(*) from behavior_events)::int as events, (select count(*) from behavior_sessions)::int as sessions,
            (select count(*) from behavior_daily_pages)::int as daily_pages, (select count(*) from behavior_daily_users)::int as daily_users,
            pg_size_pretty(pg_total_relation_size('behavior_events')) as size`,
  );
  const counts = rows[0]!;
  console.log(
    `history: ${counts.events.toLocaleString('en')} events in ${counts.sessions.toLocaleString('en')} sessions written in ${writtenSeconds.toFixed(0)} s ` +
      `(behavior_events ${counts.size}); rollups rebuilt in ${rollupSeconds.toFixed(0)} s (${counts.daily_pages.toLocaleString('en')} page rows, ` +
      `${counts.daily_users.toLocaleString('en')} user-day rows); vacuum analyze ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const time = async (label: string, url: string) => {
    const latencies: number[] = [];
    for (let call = 0; call < 5; call++) {
      const callStarted = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: adminHeaders });
      latencies.push(performance.now() - callStarted);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    }
    console.log(`${label}: ${latencies.map((ms) => ms.toFixed(0)).join(', ')} ms (first call cold; target ≤ 1000 ms)`);
  };
  if (process.argv.includes('--profile')) {
    // Each query of the timed calls over 20 ms, with its time.
    const query = db.query.bind(db);
    (db as { query: typeof db.query }).query = (async (sql: string, params?: unknown[]) => {
      const queryStarted = performance.now();
      const result = await query(sql, params);
      const ms = performance.now() - queryStarted;
      if (ms > 20) console.log(`    ${ms.toFixed(0)} ms  ${sql.replace(/\s+/g, ' ').trim().slice(0, 90)}`);
      return result;
    }) as typeof db.query;
  }
  const today = new Date().toISOString().slice(0, 10);
  const ninetyDaysAgo = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  await time('GET /api/admin/behavioral-analytics (default 30 days)', '/api/admin/behavioral-analytics');
  await time('GET /api/admin/behavioral-analytics (90 days)', `/api/admin/behavioral-analytics?from=${ninetyDaysAgo}&to=${today}`);
  await time('GET /api/admin/behavioral-analytics/users/{userId}/journey (90 days, 25 sessions)', `/api/admin/behavioral-analytics/users/${benchUserId(1)}/journey?from=${ninetyDaysAgo}&to=${today}`);
}
