/**
 * `npm run bench:cluster`: the product as a cluster on this machine (scripts/cluster/cluster.ts:
 * Debian's PostgreSQL, s3rver, app instances of the built server with NODE_ENV=production behind
 * Debian's nginx with deploy/nginx.conf), 1 then 3 instances, each under the same mixed load for
 * a fixed time (scripts/cluster/load.ts): catalogue reads and an artist's analytics, 1,000 presence
 * streams with users moving between pages, 200 behavioural events/s, audio uploads and one
 * 10,000-recipient campaign. Prints requests/s and p99 per kind for 1 and 3 instances, then checks
 * (PASS/FAIL lines; exit code 1 on a FAIL):
 *
 * - each campaign's messages are sent exactly once across instances (outbox rows per address);
 * - a file uploaded through one instance is served by every other (each instance directly);
 * - every instance's presence stream lists the users who joined through each instance;
 * - one instance killed with SIGKILL mid-load (the one sending a campaign): no acknowledged write
 *   is lost (events counted, uploads read back), its streams get their list back from the others
 *   within 5 s, and the campaign it held is taken over and finishes;
 * - 3 instances serve reads at least 80 % as fast as 1 (on 2 cores they will not be faster),
 *   measured side by side: 1 and 3 instances up together, the load taking turns between them.
 *
 * Needs `npm run build` first. A benchmark, not a test: not in `npm test`. Ports 3300–3399.
 *   npm run bench:cluster [-- --seconds 30 --base-port 3300]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signToken } from '../server/auth/tokens.js';
import { MAX_STREAMS_PER_ACCOUNT } from '../server/http/event-stream-quota.js';
import { type Cluster, sleep, startCluster } from './cluster/cluster.js';
import { type Acknowledged, type Figures, joinPresence, type LoadPlan, type LoadResult, mixedLoad, uploadAudio } from './cluster/load.js';
import { initialPresence, StreamHolder } from './cluster/streams.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' }, 'base-port': { type: 'string', default: '3300' } } });
const SECONDS = Number(values.seconds);
const BASE_PORT = Number(values['base-port']);
const STREAMS = 1000;
const SENDERS = 400;
const PRESENCE_USERS = 20;
const UPLOADERS = 20;
const RECIPIENTS = 10_000;
const RECONNECT_TARGET_MS = 5000;
const SLOWER_AT_MOST = 0.2;
const HARD_LIMIT_MS = 25 * 60_000;
/** Load before the measured one, not counted: each instance's JIT and caches warm up. */
const WARM_UP_SECONDS = 20;
/** The comparison of 1 and 3 instances: slices of load taking turns between them. */
const SLICES = [1, 3, 3, 1, 1, 3];
const SLICE_SECONDS = 8;

const benchId = (prefix: string, number: number) => `${prefix}${number.toString(16).padStart(22, '0')}`;
const checks: { name: string; pass: boolean; detail: string }[] = [];
const check = (name: string, pass: boolean, detail: string) => {
  checks.push({ name, pass, detail });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
};

const started = Date.now();
const clientDelay = monitorEventLoopDelay({ resolution: 20 });
clientDelay.enable();
console.log(`Cluster benchmark: PostgreSQL, s3rver, 1 then 3 instances behind nginx; ${SECONDS} s of mixed load each.`);
const cluster = await startCluster({ basePort: BASE_PORT, mode: 'production' });
const db = new pg.Client({ connectionString: cluster.databaseUrl });
let exiting = false;
const cleanUp = async (code: number) => {
  if (exiting) return;
  exiting = true;
  await db.end().catch(() => {});
  await cluster.stop().catch((error: unknown) => console.error(error));
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp(130));
setTimeout(() => {
  console.error('Hard time limit reached; stopping.');
  void cleanUp(1);
}, HARD_LIMIT_MS).unref();

try {
  await db.connect();
  const setup = await seedBench(db, cluster);
  const acknowledged: Acknowledged = { events: new Map(), uploads: [] };
  const results = new Map<number, LoadResult>();

  for (const count of [1, 3]) {
    console.log(`\n${count} instance${count > 1 ? 's' : ''}:`);
    await cluster.start(count);
    const streamsStarted = Date.now();
    const streams = await StreamHolder.open(cluster.url, setup.streamTokens);
    const openSeconds = (Date.now() - streamsStarted) / 1000;
    const opened = await streams.report();
    console.log(`  ${opened.openCount} presence streams open (${opened.failures} failed) in ${openSeconds.toFixed(1)} s`);
    for (const [id, token] of setup.presenceUsers) await joinPresence(cluster.url, id, token);
    await mixedLoad(plan(cluster.url, setup, acknowledged, WARM_UP_SECONDS));
    console.log(`  ${WARM_UP_SECONDS} s of the same load to warm up (not counted), then ${SECONDS} s measured:`);
    clientDelay.reset();

    const campaignId = await createCampaign(cluster.url, setup, `Cluster ${count}`);
    const campaign = sendCampaign(cluster.url, setup, campaignId);
    const load = await mixedLoad(plan(cluster.url, setup, acknowledged));
    const sent = await campaign;
    const streamFigures = { requests: opened.openMs.length, rps: opened.openMs.length / openSeconds, p99: p99(opened.openMs), errors: opened.failures };
    results.set(count, load);
    printFigures(load, streamFigures, sent);
    await checkExactlyOnce(db, campaignId, `campaign sent exactly once (${count} instance${count > 1 ? 's' : ''})`);

    if (count === 3) {
      await checkFilesEverywhere(cluster, setup);
      await checkOnlineList(cluster, setup);
      await killMidLoad(cluster, setup, acknowledged, streams);
      await checkAcknowledged(cluster, db, acknowledged);
    }
    await streams.close();
    await cluster.stopInstances();
  }

  await compareOneAndThree(cluster, setup, acknowledged, results.get(1)!, results.get(3)!);
  const failed = checks.filter((entry) => !entry.pass);
  console.log(`\n${checks.length - failed.length} of ${checks.length} checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  await cleanUp(failed.length ? 1 : 0);
} catch (error) {
  console.error(error);
  await cleanUp(1);
}

interface Setup {
  adminToken: string;
  artistToken: string;
  artistIds: string[];
  listId: string;
  streamTokens: string[];
  senderTokens: string[];
  presenceUsers: [string, string][];
  /** One user per instance for the online-list check, joined on that instance only. */
  pinnedUsers: [string, string][];
  uploaderTokens: string[];
}

/** Bench accounts, an email list of 10,000 subscribers, and the demo accounts' tokens. */
async function seedBench(client: pg.Client, { authSecret }: Cluster): Promise<Setup> {
  const token = (sub: string, roles: string[] = []) => signToken({ sub, roles }, authSecret, { expiresInSeconds: 3 * 3600 });
  const accounts = async (prefix: string, count: number, roles: string) =>
    client.query(
      `insert into users (id, email, password_hash, first_name, last_name, roles, email_verified_at)
       select $1 || lpad(to_hex(n), 22, '0'), $1 || n || '@bench.test', 'unused', 'Bench', 'User ' || n, $3::text[], now()
         from generate_series(0, $2::int - 1) n`,
      [prefix, count, roles],
    );
  const admins = STREAMS / MAX_STREAMS_PER_ACCOUNT;
  await accounts('ca', admins, '{ADMIN}');
  await accounts('cb', SENDERS, '{}');
  await accounts('cd', PRESENCE_USERS + 3, '{}');
  await accounts('cf', UPLOADERS, '{}');
  const { rows: demo } = await client.query<{ id: string; email: string; roles: string[] }>(`select id, email, roles from users where email in ('admin@demo.test', 'artist@demo.test')`);
  const admin = demo.find((user) => user.email === 'admin@demo.test')!;
  const artist = demo.find((user) => user.email === 'artist@demo.test')!;
  const { rows: roster } = await client.query<{ artist_id: string }>(`select artist_id from user_artists where user_id = $1 order by artist_id`, [artist.id]);
  const { rows: lists } = await client.query<{ id: string }>(`insert into email_lists (name) values ('Cluster bench list') returning id`);
  const listId = lists[0]!.id;
  await client.query(
    `insert into email_subscribers (email, first_name, last_name, token, source)
     select 'cluster-fan' || g || '@example.com', 'Fan', 'No ' || g, md5('cluster' || g) || md5('token' || g), 'import' from generate_series(1, $1::int) g`,
    [RECIPIENTS],
  );
  await client.query(`insert into email_list_members (list_id, subscriber_id, source) select $1, id, 'import' from email_subscribers where email like 'cluster-fan%@example.com'`, [listId]);
  await client.query('analyze');
  const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => benchId(prefix, index));
  const presenceIds = ids('cd', PRESENCE_USERS + 3);
  console.log(`  bench accounts (${admins} admins holding ${STREAMS} streams, ${SENDERS} event senders, ${PRESENCE_USERS + 3} presence users, ${UPLOADERS} uploaders) and ${RECIPIENTS.toLocaleString('en')} subscribers written`);
  return {
    adminToken: token(admin.id, admin.roles),
    artistToken: token(artist.id, artist.roles),
    artistIds: roster.map((row) => row.artist_id),
    listId,
    streamTokens: Array.from({ length: STREAMS }, (_, index) => token(benchId('ca', Math.floor(index / MAX_STREAMS_PER_ACCOUNT)), ['ADMIN'])),
    senderTokens: ids('cb', SENDERS).map((id) => token(id)),
    presenceUsers: presenceIds.slice(0, PRESENCE_USERS).map((id) => [id, token(id)]),
    pinnedUsers: presenceIds.slice(PRESENCE_USERS).map((id) => [id, token(id)]),
    uploaderTokens: ids('cf', UPLOADERS).map((id) => token(id)),
  };
}

function plan(origin: string, setup: Setup, acknowledged: Acknowledged, seconds = SECONDS): LoadPlan {
  return {
    origin,
    seconds,
    artistToken: setup.artistToken,
    artistIds: setup.artistIds,
    catalogueClients: 4,
    analyticsClients: 2,
    senderTokens: setup.senderTokens,
    eventsPerSecond: 200,
    presenceUsers: setup.presenceUsers,
    presenceEverySeconds: 5,
    uploaderTokens: setup.uploaderTokens,
    uploadsPerSecond: 1,
    acknowledged,
  };
}

async function createCampaign(origin: string, setup: Setup, name: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/email/campaigns`, {
    method: 'POST',
    headers: { authorization: `Bearer ${setup.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, subject: `${name}: your royalties`, content: '# Your royalties\n\nStreams grew **12 %** this month.', listIds: [setup.listId] }),
  });
  if (response.status !== 201 && response.status !== 200) throw new Error(`creating a campaign answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { _id: string })._id;
}

/** Sends the campaign through `origin` and waits until it is sent; a line of figures. */
async function sendCampaign(origin: string, setup: Setup, campaignId: string, timeoutMs = 180_000): Promise<string> {
  const begin = performance.now();
  const response = await fetch(`${origin}/api/admin/email/campaigns/${campaignId}/send`, { method: 'POST', headers: { authorization: `Bearer ${setup.adminToken}` } });
  if (response.status !== 202) throw new Error(`sending the campaign answered ${response.status}: ${await response.text()}`);
  const status = await waitForCampaign(campaignId, timeoutMs);
  const seconds = (performance.now() - begin) / 1000;
  return `${status} in ${seconds.toFixed(1)} s (${Math.round(RECIPIENTS / seconds)} messages/s)`;
}

async function waitForCampaign(campaignId: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ status: string }>('select status from email_campaigns where id = $1', [campaignId]);
    const status = rows[0]?.status ?? 'missing';
    if (status === 'sent' || status === 'failed' || Date.now() > deadline) return status;
    await sleep(250);
  }
}

function p99(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;
}

function printFigures(load: LoadResult, streams: Figures, campaign: string): void {
  const line = (name: string, figures: Figures) =>
    console.log(
      `  ${name.padEnd(40)} ${String(figures.requests).padStart(6)} req  ${figures.rps.toFixed(1).padStart(7)} req/s  p99 ${figures.p99.toFixed(1).padStart(7)} ms${figures.errors ? `  ${figures.errors} errors` : ''}`,
    );
  line('GET /api/artists (catalogue)', load.catalogue);
  line('GET /api/artists/{id}/analytics', load.analytics);
  line('POST /api/analytics/events (10 events)', load.events);
  line('POST /api/presence/update', load.presence);
  line('POST /api/releases/drafts/upload-audio', load.uploads);
  line('GET /api/user-presence (open → initial)', streams);
  console.log(`  campaign of ${RECIPIENTS.toLocaleString('en')}: ${campaign}`);
  console.log(`  (the load client's own event loop was late by up to ${(clientDelay.percentile(99) / 1e6).toFixed(0)} ms at p99: latencies include it)`);
}

async function checkExactlyOnce(client: pg.Client, campaignId: string, name: string): Promise<void> {
  const { rows } = await client.query<{ messages: number; addresses: number; status: string; pending: number }>(
    `select (select count(*)::int from email_outbox where campaign_id = $1) as messages,
            (select count(distinct to_address)::int from email_outbox where campaign_id = $1) as addresses,
            (select count(*)::int from email_campaign_recipients where campaign_id = $1 and status = 'pending') as pending,
            (select status from email_campaigns where id = $1) as status`,
    [campaignId],
  );
  const { messages, addresses, status, pending } = rows[0]!;
  check(name, status === 'sent' && messages === RECIPIENTS && addresses === RECIPIENTS && pending === 0, `${messages} messages to ${addresses} addresses of ${RECIPIENTS}, ${pending} pending, campaign ${status}`);
}

/** An upload through each instance, read from each other instance directly (following its redirect to the bucket). */
async function checkFilesEverywhere(target: Cluster, setup: Setup): Promise<void> {
  const misses: string[] = [];
  let reads = 0;
  for (const from of target.instances) {
    const { source, bytes } = await uploadAudio(from.url, setup.uploaderTokens[from.index]!);
    const link = new URL(source);
    for (const to of target.instances) {
      if (to === from) continue;
      const response = await fetch(`${to.url}${link.pathname}${link.search}`);
      const body = await response.arrayBuffer();
      reads++;
      if (response.status !== 200 || body.byteLength !== bytes) misses.push(`${from.index}→${to.index}: ${response.status}, ${body.byteLength} bytes`);
    }
  }
  check('a file uploaded through one instance is served by every other', misses.length === 0, misses.length ? misses.join('; ') : `${reads} reads of ${target.instances.length} uploads, each from every other instance, byte for byte`);
}

/** One user joins on each instance; a fresh stream on each instance must list all of them. */
async function checkOnlineList(target: Cluster, setup: Setup): Promise<void> {
  for (const [index, [id, token]] of setup.pinnedUsers.entries()) await joinPresence(target.instances[index]!.url, id, token);
  await sleep(1000);
  const pinned = setup.pinnedUsers.map(([id]) => id);
  const everyone = [...setup.presenceUsers.map(([id]) => id), ...pinned];
  const seen: string[] = [];
  let pass = true;
  for (const instance of target.instances) {
    const listed = new Set(await initialPresence(instance.url, setup.adminToken));
    const count = everyone.filter((id) => listed.has(id)).length;
    pass &&= count === everyone.length;
    seen.push(`instance ${instance.index} lists ${count}/${everyone.length}`);
  }
  check("the admin's online list counts users connected to every instance", pass, `${seen.join(', ')} (the ${pinned.length} pinned users joined one per instance, the rest through nginx)`);
}

/**
 * Sends a campaign through one instance, finds the instance that sends it (its connections'
 * application_name in pg_stat_activity), and SIGKILLs that instance while the mixed load runs.
 */
async function killMidLoad(target: Cluster, setup: Setup, acknowledged: Acknowledged, streams: StreamHolder): Promise<void> {
  console.log('\n  SIGKILL of one instance mid-load:');
  const seconds = Math.max(20, Math.round(SECONDS * 0.75));
  const loading = mixedLoad(plan(target.url, setup, acknowledged, seconds));
  await sleep(3000);
  const campaignId = await createCampaign(target.url, setup, 'Cluster kill');
  const entry = target.instances[1]!;
  const send = await fetch(`${entry.url}/api/admin/email/campaigns/${campaignId}/send`, { method: 'POST', headers: { authorization: `Bearer ${setup.adminToken}` } });
  if (send.status !== 202) throw new Error(`sending the campaign answered ${send.status}`);
  const holder = (await campaignSender(campaignId)) ?? entry.index;
  const victim = target.instances.find((instance) => instance.index === holder)!;
  const { rows: before } = await db.query<{ sent: number }>(`select count(*)::int as sent from email_campaign_recipients where campaign_id = $1 and status <> 'pending'`, [campaignId]);
  const openBefore = (await streams.report()).openCount;
  const killedAt = Date.now();
  victim.child.kill('SIGKILL');
  console.log(`  instance ${victim.index} (sending the campaign: ${before[0]!.sent} of ${RECIPIENTS} sent) killed with SIGKILL; ${openBefore} streams open`);
  const load = await loading;
  const report = await streams.report(killedAt);
  const reconnected = report.reconnections;
  const gaps = reconnected.map((reconnection) => reconnection.gapMs);
  const slowest = Math.max(0, ...gaps);
  console.log(
    `  meanwhile: events ${load.events.requests} ok / ${load.events.errors} failed, uploads ${load.uploads.requests} ok / ${load.uploads.errors} failed, ` +
      `reads ${load.catalogue.requests + load.analytics.requests} (${load.catalogue.errors + load.analytics.errors} failed)`,
  );
  check(
    "the killed instance's streams reconnect to the others within 5 s",
    reconnected.length > 0 && slowest <= RECONNECT_TARGET_MS && report.waiting === 0,
    `${reconnected.length} streams ended with it and got their list back from another instance (after the 1 s retry hint): p50 ${median(gaps).toFixed(0)} ms, p99 ${p99(gaps).toFixed(0)} ms, max ${slowest.toFixed(0)} ms; ${report.waiting} still waiting; ${report.openCount} open`,
  );
  const status = await waitForCampaign(campaignId, 120_000);
  const { rows: job } = await db.query<{ attempts: number; state: string }>(`select attempts, state from jobs where unique_key = $1 order by id desc limit 1`, [`email-campaign:${campaignId}`]);
  const attempts = job[0]?.attempts ?? 0;
  check(
    "the killed instance's claimed job is taken over",
    status === 'sent' && attempts >= 2,
    `campaign ${status}, its job ${job[0]?.state ?? 'missing'} after ${attempts} claims (the killed instance's claim ran out and another instance carried on)`,
  );
  await checkExactlyOnce(db, campaignId, 'campaign sent exactly once across a SIGKILL');
}

/** The instance whose connections run the campaign's batches, from pg_stat_activity (null when none is seen in 10 s). */
async function campaignSender(campaignId: string): Promise<number | null> {
  const deadline = Date.now() + 10_000;
  const seen = new Map<number, number>();
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ application_name: string }>(
      `select application_name from pg_stat_activity where application_name like 'rd-instance-%' and state = 'active' and query like '%email_campaign_recipients%'`,
    );
    for (const row of rows) {
      const index = Number(row.application_name.slice('rd-instance-'.length));
      seen.set(index, (seen.get(index) ?? 0) + 1);
    }
    const { rows: sent } = await db.query<{ sent: number }>(`select count(*)::int as sent from email_campaign_recipients where campaign_id = $1 and status <> 'pending'`, [campaignId]);
    if ((sent[0]?.sent ?? 0) > 0 && [...seen.values()].some((count) => count >= 3)) break;
    await sleep(20);
  }
  const best = [...seen].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : null;
}

/** Every acknowledged write of both runs is there: events counted in the database, uploads read back through nginx. */
async function checkAcknowledged(target: Cluster, client: pg.Client, acknowledged: Acknowledged): Promise<void> {
  const { rows } = await client.query<{ client_id: string; events: number }>(
    `select s.client_id, count(e.*)::int as events from behavior_sessions s left join behavior_events e on e.session_id = s.id where s.client_id like 'cluster-%' group by s.client_id`,
  );
  const stored = new Map(rows.map((row) => [row.client_id, row.events]));
  let lostEvents = 0;
  let ackedEvents = 0;
  for (const [session, count] of acknowledged.events) {
    ackedEvents += count;
    lostEvents += Math.max(0, count - (stored.get(session) ?? 0));
  }
  let lostUploads = 0;
  for (const { source, bytes } of acknowledged.uploads) {
    const link = new URL(source);
    const response = await fetch(`${target.url}${link.pathname}${link.search}`);
    const body = await response.arrayBuffer();
    if (response.status !== 200 || body.byteLength !== bytes) lostUploads++;
  }
  check(
    'no acknowledged write lost',
    lostEvents === 0 && lostUploads === 0,
    `${ackedEvents} events acknowledged, ${lostEvents} missing; ${acknowledged.uploads.length} uploads acknowledged, ${lostUploads} not served`,
  );
}

/**
 * 1 and 3 instances side by side (the 3 behind nginx, one more behind an nginx of its own, on the
 * same database and bucket), the same mixed load (without streams and campaign) taking turns
 * between them in slices: the other sessions of a shared machine weigh on both alike, which the
 * runs one after the other above cannot promise.
 */
async function compareOneAndThree(target: Cluster, setup: Setup, acknowledged: Acknowledged, one: LoadResult, three: LoadResult): Promise<void> {
  const reads = (load: LoadResult) => load.catalogue.requests + load.analytics.requests;
  const rate = (load: LoadResult) => load.catalogue.rps + load.analytics.rps;
  console.log(`\n1 and 3 instances side by side, ${SLICES.length} slices of ${SLICE_SECONDS} s taking turns (${SLICES.join(', ')}):`);
  await target.start(3);
  const soloUrl = await target.startSolo();
  const origins = new Map([
    [1, soloUrl],
    [3, target.url],
  ]);
  // Each instance warms up with the same load (its JIT and caches): three share theirs, so three times as long.
  await Promise.all([...origins].map(([count, origin]) => mixedLoad(plan(origin, setup, acknowledged, WARM_UP_SECONDS * count))));
  const totals = new Map([
    [1, { reads: 0, seconds: 0, p99: [] as number[] }],
    [3, { reads: 0, seconds: 0, p99: [] as number[] }],
  ]);
  const slices: string[] = [];
  for (const count of SLICES) {
    const load = await mixedLoad(plan(origins.get(count)!, setup, acknowledged, SLICE_SECONDS));
    const total = totals.get(count)!;
    total.reads += reads(load);
    total.seconds += SLICE_SECONDS;
    total.p99.push(load.catalogue.p99);
    slices.push(`${count}: ${rate(load).toFixed(0)}/s`);
  }
  await target.stopInstances();
  console.log(`  reads per slice: ${slices.join(', ')}`);
  const alone = totals.get(1)!;
  const together = totals.get(3)!;
  const oneRate = alone.reads / alone.seconds;
  const threeRate = together.reads / together.seconds;
  check(
    '3 instances not slower than 1 by more than 20 %',
    threeRate >= (1 - SLOWER_AT_MOST) * oneRate,
    `side by side: reads ${oneRate.toFixed(0)}/s with 1, ${threeRate.toFixed(0)}/s with 3 (${((threeRate / oneRate - 1) * 100).toFixed(0)} %), ` +
      `catalogue p99 per slice ${alone.p99.map((value) => value.toFixed(0)).join('/')} ms with 1, ${together.p99.map((value) => value.toFixed(0)).join('/')} ms with 3; ` +
      `one after the other above: ${rate(one).toFixed(0)}/s with 1, ${rate(three).toFixed(0)}/s with 3`,
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
