/**
 * `npm run bench:email`: a campaign to 50,000 subscribers of one list in a throw-away PGlite
 * (demo accounts and the demo catalogue beside them). Prints how long the audience takes to be
 * queued (POST …/send until every recipient row is written; target < 2 s), the send rate through
 * the outbox (target ≥ 500 messages/s), and GET /api/artists p50/p99 through the HTTP stack while
 * the campaign sends (target p99 ≤ 50 ms).
 *
 * Quick mode (BENCH_QUICK=1, for `npm run bench:quick`): 5,000 subscribers and a small catalogue;
 * prints its figures as one JSON line `bench-figures {...}` at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signFor } from '../server/accounts/sessions.js';
import { findUserByEmail } from '../server/accounts/users.js';
import { buildApp } from '../server/app.js';
import { migrate } from '../server/db/index.js';
import { openPglite } from '../server/db/pglite.js';
import { DEMO_CATALOG_SIZE } from '../server/demo/catalog.js';
import { seedDemoData } from '../server/demo/seed.js';
import { printFigures, QUICK, QUICK_CATALOG_SIZE } from './bench-quick-mode.js';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? (QUICK ? 5_000 : 50_000));
const BATCH_SIZE = Number(process.env.BENCH_BATCH_SIZE ?? 100);
const ARTIST_CALL_GAP_MS = 10;

const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-bench-email-'));
const db = await openPglite(join(dir, 'pglite'));
await migrate(db, { warn: () => {} });
await seedDemoData(db, { catalog: QUICK ? QUICK_CATALOG_SIZE : DEMO_CATALOG_SIZE });
let started = Date.now();
const { rows: lists } = await db.query<{ id: string }>(`insert into email_lists (name) values ('Bench list') returning id`);
const listId = lists[0]!.id;
await db.query(
  `insert into email_subscribers (email, first_name, last_name, token, source)
   select 'fan' || g || '@example.com', 'Fan', 'No ' || g, md5('bench' || g) || md5('token' || g), 'import' from generate_series(1, $1::int) g`,
  [SUBSCRIBERS],
);
await db.query(`insert into email_list_members (list_id, subscriber_id, source) select $1, id, 'import' from email_subscribers where email like 'fan%@example.com'`, [listId]);
await db.query('vacuum analyze email_subscribers');
await db.query('vacuum analyze email_list_members');
console.log(`${SUBSCRIBERS.toLocaleString('en')} subscribers on one list written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const app = await buildApp({
  database: db,
  logger: false,
  authSecret: 'bench-only-secret-0123456789abcdef0123456789',
  dataDir: dir,
  publicUrl: 'https://app.example.test',
  emailSending: { batchSize: BATCH_SIZE },
  jobs: { pollIntervalMs: 100 },
});
await app.ready();
const admin = (await findUserByEmail(db, 'admin@demo.test'))!;
const artist = (await findUserByEmail(db, 'artist@demo.test'))!;
const adminHeaders = { authorization: `Bearer ${signFor(app, admin)}` };
const artistHeaders = { authorization: `Bearer ${signFor(app, artist)}` };

const content = [
  '# Your August royalties',
  '',
  'Streams grew **12 %** across the catalogue this month. Read [the full report](https://example.com/report) or',
  '[check your payouts](https://example.com/payouts).',
  '',
  '- New: per-platform breakdowns',
  '- Faster exports',
].join('\n');
const created = await app.inject({
  method: 'POST',
  url: '/api/admin/email/campaigns',
  headers: adminHeaders,
  payload: { name: 'Bench campaign', subject: 'Your August royalties', content, listIds: [listId] },
});
const campaignId = (created.json() as { _id: string })._id;

// Warm the artists route before timing it.
for (let call = 0; call < 20; call++) await app.inject({ method: 'GET', url: '/api/artists', headers: artistHeaders });

started = performance.now();
const send = await app.inject({ method: 'POST', url: `/api/admin/email/campaigns/${campaignId}/send`, headers: adminHeaders });
if (send.statusCode !== 202) throw new Error(`send answered ${send.statusCode}: ${send.body}`);
const sendAnswerMs = performance.now() - started;

const state = async () =>
  (
    await db.query<{ status: string; materialized: boolean; sent: number }>(
      `select status, materialized_at is not null as materialized,
              (select count(*)::int from email_campaign_recipients where campaign_id = $1 and status <> 'pending') as sent
         from email_campaigns where id = $1`,
      [campaignId],
    )
  ).rows[0]!;

let queuedMs = 0;
let sendingFrom = 0;
let done = false;
const latencies: number[] = [];
const uncachedLatencies: number[] = [];
/** Calls made while the audience was being written (one INSERT … SELECT that holds the embedded database). */
const queueingLatencies: number[] = [];
// The artists calls run on their own clock, not between two polls of the campaign's state, so a
// call that arrives while a batch holds the database waits for it and counts that wait.
async function callArtists(): Promise<void> {
  while (!done) {
    if (!queuedMs) {
      const callStarted = performance.now();
      await app.inject({ method: 'GET', url: '/api/artists?clearCache=true', headers: artistHeaders });
      queueingLatencies.push(performance.now() - callStarted);
    } else {
      // every other call skips the catalogue cache, so it waits for the database like any query
      const uncached = (latencies.length + uncachedLatencies.length) % 2 === 1;
      const callStarted = performance.now();
      const response = await app.inject({ method: 'GET', url: uncached ? '/api/artists?clearCache=true' : '/api/artists', headers: artistHeaders });
      (uncached ? uncachedLatencies : latencies).push(performance.now() - callStarted);
      if (response.statusCode !== 200) throw new Error(`GET /api/artists answered ${response.statusCode}`);
    }
    await new Promise((resolve) => setTimeout(resolve, ARTIST_CALL_GAP_MS * Math.random() * 2));
  }
}
const caller = callArtists();
for (;;) {
  const current = await state();
  if (!queuedMs && current.materialized) {
    queuedMs = performance.now() - started;
    sendingFrom = performance.now();
  }
  if (current.status === 'sent' || current.status === 'failed') break;
  await new Promise((resolve) => setTimeout(resolve, queuedMs ? 250 : 20));
}
done = true;
await caller;
const sendingSeconds = (performance.now() - sendingFrom) / 1000;
const { rows: outbox } = await db.query<{ count: number; addresses: number }>(
  'select count(*)::int as count, count(distinct to_address)::int as addresses from email_outbox where campaign_id = $1',
  [campaignId],
);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const describe = (values: number[]) =>
  `${values.length} calls, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

console.log(`send answered in ${sendAnswerMs.toFixed(0)} ms; audience queued (${SUBSCRIBERS.toLocaleString('en')} recipient rows) ${queuedMs.toFixed(0)} ms after the request (target < 2000 ms)`);
console.log(
  `sent ${outbox[0]!.count.toLocaleString('en')} messages to ${outbox[0]!.addresses.toLocaleString('en')} addresses through the outbox in ${sendingSeconds.toFixed(1)} s: ` +
    `${Math.round(outbox[0]!.count / sendingSeconds)} messages/s (target ≥ 500), batches of ${BATCH_SIZE}`,
);
console.log(`GET /api/artists while sending: ${describe(latencies)} (target p99 ≤ 50 ms)`);
console.log(`GET /api/artists?clearCache=true (database every time) while sending: ${describe(uncachedLatencies)}`);
if (queueingLatencies.length > 0) console.log(`GET /api/artists?clearCache=true while the audience was written: ${describe(queueingLatencies)}`);
printFigures({
  'audience queued': { ms: queuedMs },
  'send rate': { rps: outbox[0]!.count / sendingSeconds },
  'GET /api/artists while sending': { p99: percentile(latencies, 99) },
});

await app.close();
rmSync(dir, { recursive: true, force: true });
