// Presence benchmark: one server (a child process on a loopback port) holds N concurrent stream
// subscribers. Prints the memory per subscriber, the p50/p99 delivery latency of a broadcast to all
// of them, and the memory before and after 10,000 users' heartbeats (333/s).
//
//   npm run bench:presence [-- --subscribers 10000 --users 10000 --heartbeat-seconds 30 --rounds 20]
//
// Everything runs on 127.0.0.1 and stops by itself (hard limit 10 minutes).
//
// Quick mode (BENCH_QUICK=1, for `npm run bench:quick`): 1,000 subscribers and users, 5 s of
// heartbeats, 5 rounds; prints its figures as one JSON line `bench-figures {...}` at the end.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, type IncomingMessage, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signToken } from '../server/auth/tokens.js';
import type { Database } from '../server/db/index.js';
import { MAX_STREAMS_PER_ACCOUNT } from '../server/http/event-stream-quota.js';
import { printFigures, QUICK } from './bench-quick-mode.js';
import { benchPresenceUser } from './bench-presence-user.js';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: QUICK ? '1000' : '10000' },
    users: { type: 'string', default: QUICK ? '1000' : '10000' },
    'heartbeat-seconds': { type: 'string', default: QUICK ? '5' : '30' },
    rounds: { type: 'string', default: QUICK ? '5' : '20' },
    server: { type: 'boolean', default: false },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const USERS = Number(values.users);
const HEARTBEAT_SECONDS = Number(values['heartbeat-seconds']);
const ROUNDS = Number(values.rounds);
const HEARTBEATS_PER_SECOND = USERS / 30; // every user every 30 s, as the app does
const HARD_LIMIT_MS = 10 * 60_000;
const SECRET = process.env.BENCH_AUTH_SECRET ?? randomBytes(32).toString('hex');
/** The admin account of stream `index`: an account holds at most MAX_STREAMS_PER_ACCOUNT presence streams. */
const adminId = (index: number) => `ad${Math.floor(index / MAX_STREAMS_PER_ACCOUNT).toString(16).padStart(22, '0')}`;

/** The ObjectId of bench user `index` (the server creates the same ones). */
const userId = (index: number) => (index + 1).toString(16).padStart(24, '0');

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  subscribers: number;
  users: number;
  /** Server time of each join since the last measure: registry, serializing once, writing to every stream. */
  joinMs: number[];
}

// ── The server process ────────────────────────────────────────────────────────────────────────

async function serve(): Promise<void> {
  const { buildApp } = await import('../server/app.js');
  // Phase 4 sends heartbeats as fast as it can: the per-user post allowance is lifted for it.
  const app = await buildApp({ dataDir: 'memory://', authSecret: SECRET, logger: false, presence: { postBurst: 1e9, postsPerSecond: 1e9 } });
  await createAccounts(app.db, USERS);
  let joinMs: number[] = [];
  const join = app.presence.join.bind(app.presence);
  app.presence.join = (user) => {
    const start = performance.now();
    const stored = join(user);
    joinMs.push(performance.now() - start);
    return stored;
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const gc = (globalThis as { gc?: () => void }).gc;
  process.on('message', (message: { measure?: boolean }) => {
    if (!message.measure) return;
    gc?.();
    gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send!({ memory: { rss, heapUsed, external, ...app.presence.counts, joinMs } satisfies Memory });
    joinMs = [];
  });
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
  process.send!({ port, gc: gc !== undefined });
}

/** Accounts for the tokens, where the server checks them against stored users. */
async function createAccounts(db: Database, count: number): Promise<void> {
  const { rows } = await db.query<{ present: boolean }>(`select to_regclass('users') is not null as present`);
  if (!rows[0]?.present) return;
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, roles, email_verified_at)
     select 'ad' || lpad(to_hex(n), 22, '0'), 'admin' || n || '@bench.test', 'unused', 'Bench', 'Admin ' || n, '{ADMIN}', now()
       from generate_series(0, $1::int) n`,
    [Math.ceil(SUBSCRIBERS / MAX_STREAMS_PER_ACCOUNT)],
  );
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, email_verified_at)
     select lpad(to_hex(n), 24, '0'), 'user' || n || '@bench.test', 'unused', 'Bench', 'User ' || n, now()
       from generate_series(1, $1::int) n`,
    [count + ROUNDS],
  );
}

// ── The client (this process) ─────────────────────────────────────────────────────────────────

async function orchestrate(): Promise<void> {
  raiseOpenFileLimit();
  const started = Date.now();
  const server = await startServer();
  const stopAll = () => server.child.kill('SIGKILL');
  setTimeout(() => {
    console.error('Hard time limit reached; stopping.');
    stopAll();
    process.exit(1);
  }, HARD_LIMIT_MS).unref();
  process.on('exit', stopAll);
  const api = new Api(server.port);
  if (!server.gc) console.log('(run with node --expose-gc for the server: figures below are without forced GC)');

  console.log(`\n1. Heartbeats: ${USERS} users, ${HEARTBEATS_PER_SECOND.toFixed(0)}/s for ${HEARTBEAT_SECONDS} s, no subscribers`);
  const beforeJoin = await server.measure();
  await inParallel(USERS, 32, (index) => api.post('/presence/join', index, benchUser(index, '/dashboard')));
  const joined = await server.measure();
  const samples = [joined];
  const beats = HEARTBEAT_SECONDS * HEARTBEATS_PER_SECOND;
  let sent = 0;
  const heartbeatStart = Date.now();
  while (sent < beats) {
    const due = Math.min(beats, Math.floor(((Date.now() - heartbeatStart) / 1000) * HEARTBEATS_PER_SECOND));
    const batch: Promise<unknown>[] = [];
    for (; sent < due; sent++) {
      const index = sent % USERS;
      batch.push(api.post('/presence/heartbeat', index, { userId: userId(index), timestamp: Date.now() }, expectKnown));
    }
    await Promise.all(batch);
    if (Date.now() - heartbeatStart >= samples.length * 10_000) samples.push(await server.measure());
    await sleep(20);
  }
  const afterBeats = await server.measure();
  console.log(`   ${USERS} users joined: heap +${mb(joined.heapUsed - beforeJoin.heapUsed)}, rss +${mb(joined.rss - beforeJoin.rss)}`);
  console.log(`   ${sent} heartbeats in ${((Date.now() - heartbeatStart) / 1000).toFixed(1)} s; heap every 10 s: ${samples.map((s) => mb(s.heapUsed)).join(', ')}, end ${mb(afterBeats.heapUsed)}`);
  console.log(`   heap growth over the heartbeats: ${mb(afterBeats.heapUsed - joined.heapUsed)}, rss: ${mb(afterBeats.rss - joined.rss)}`);
  await inParallel(USERS, 32, (index) => api.post('/presence/leave', index, { userId: userId(index) }));

  console.log(`\n2. Subscribers: ${SUBSCRIBERS} concurrent streams`);
  const beforeSubscribers = await server.measure();
  const subscribers = new Subscribers(server.port);
  const opened = await subscribers.open(SUBSCRIBERS);
  const withSubscribers = await server.measure();
  const count = withSubscribers.subscribers;
  console.log(`   ${opened} opened, ${count} held by the server${opened < SUBSCRIBERS ? ` (stopped at: ${subscribers.firstError})` : ''}`);
  console.log(
    `   per subscriber: rss ${kb((withSubscribers.rss - beforeSubscribers.rss) / count)}, heap ${kb((withSubscribers.heapUsed - beforeSubscribers.heapUsed) / count)}, external ${kb((withSubscribers.external - beforeSubscribers.external) / count)}`,
  );

  console.log(`\n3. Broadcast latency: ${ROUNDS} joins, each delivered to all ${count} subscribers`);
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const index = USERS + round;
    const sentAt = performance.now();
    const delivered = subscribers.expect(`/bench/${round}"`);
    await api.post('/presence/join', index, benchUser(index, `/bench/${round}`));
    for (const at of await delivered) latencies.push(at - sentAt);
    await sleep(200);
  }
  latencies.sort((a, b) => a - b);
  const serverMs = (await server.measure()).joinMs.sort((a, b) => a - b);
  console.log(`   deliveries ${latencies.length}: p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? 0)}`);
  console.log(`   server side, a join written to every stream takes: p50 ${ms(percentile(serverMs, 0.5))}, max ${ms(serverMs.at(-1) ?? 0)}`);
  console.log('   (the delivery latency includes this one client process reading all the streams, which dominates it)');

  console.log(`\n4. No fan-out: ${ROUNDS} joined users send heartbeats for 5 s while the subscribers listen`);
  subscribers.resetBytes();
  const fanOutStart = Date.now();
  let fanOutBeats = 0;
  while (Date.now() - fanOutStart < 5000) {
    await Promise.all(
      Array.from({ length: ROUNDS }, (_, round) =>
        api.post('/presence/heartbeat', USERS + round, { userId: userId(USERS + round), timestamp: Date.now() }, expectKnown),
      ),
    );
    fanOutBeats += ROUNDS;
  }
  const { events } = subscribers.receivedSinceReset();
  console.log(`   ${fanOutBeats} heartbeats; events received by subscribers meanwhile: ${events} (pings not counted)`);

  printFigures({ 'broadcast delivery': { p99: percentile(latencies, 0.99) }, 'join written to every stream': { ms: percentile(serverMs, 0.5) } });
  const total = (Date.now() - started) / 1000;
  console.log(`\nDone in ${total.toFixed(0)} s.`);
  subscribers.closeAll();
  api.close();
  server.child.disconnect();
  await new Promise((resolve) => server.child.once('exit', resolve));
  process.exit(0);
}

function expectKnown(body: unknown): void {
  if ((body as { success?: boolean }).success !== true) throw new Error(`heartbeat not accepted: ${JSON.stringify(body)}`);
}

const benchUser = (index: number, currentPath: string) =>
  benchPresenceUser({ userId: userId(index), email: `user${index + 1}@bench.test`, name: `Bench User ${index + 1}`, currentPath });

class Api {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 32 });
  private readonly tokens = new Map<number, string>();

  constructor(private readonly port: number) {}

  token(index: number): string {
    let token = this.tokens.get(index);
    if (!token) {
      token = signToken({ sub: userId(index), roles: [] }, SECRET, { expiresInSeconds: 3600 });
      this.tokens.set(index, token);
    }
    return token;
  }

  post(path: string, index: number, body: object, check: (body: unknown) => void = () => {}): Promise<void> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const call = request(
        {
          host: '127.0.0.1',
          port: this.port,
          path: `/api${path}`,
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${this.token(index)}` },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            try {
              if (response.statusCode !== 200) throw new Error(`POST ${path} answered ${response.statusCode}: ${text}`);
              check(JSON.parse(text));
              resolve();
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      call.on('error', reject);
      call.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** N event streams, each on its own connection, as N browser tabs would hold them. */
class Subscribers {
  private readonly responses: IncomingMessage[] = [];
  private waiting: { marker: string; times: number[]; done: () => void } | null = null;
  private events = 0;
  firstError = '';

  constructor(private readonly port: number) {}

  /** Opens up to `count` streams, 200 at a time; returns how many opened. */
  async open(count: number): Promise<number> {
    let failed = false;
    await inParallel(count, 200, async (index) => {
      if (failed) return;
      try {
        this.responses.push(await this.openOne(signToken({ sub: adminId(index), roles: ['ADMIN'] }, SECRET, { expiresInSeconds: 3600 })));
      } catch (error) {
        failed = true;
        this.firstError ||= (error as Error).message;
      }
    });
    return this.responses.length;
  }

  private openOne(token: string): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const call = request(
        { host: '127.0.0.1', port: this.port, path: '/api/user-presence', agent: false, headers: { authorization: `Bearer ${token}` } },
        (response) => {
          if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
          response.setEncoding('latin1');
          let initial = false;
          response.on('data', (chunk: string) => {
            if (!initial) {
              initial = chunk.includes('event: initial');
              if (initial) resolve(response);
              return;
            }
            this.received(chunk);
          });
          response.on('error', () => {});
        },
      );
      call.on('error', reject);
      call.end();
    });
  }

  private received(chunk: string): void {
    if (chunk.startsWith(':')) return;
    this.events++;
    const waiting = this.waiting;
    if (waiting && chunk.includes(waiting.marker)) {
      waiting.times.push(performance.now());
      if (waiting.times.length === this.responses.length) waiting.done();
    }
  }

  /** Resolves with the arrival times once every stream has received a chunk containing `marker`. */
  expect(marker: string): Promise<number[]> {
    return new Promise((resolve, reject) => {
      const times: number[] = [];
      const timer = setTimeout(() => reject(new Error(`only ${times.length} of ${this.responses.length} got ${marker}`)), 30_000);
      this.waiting = {
        marker,
        times,
        done: () => {
          clearTimeout(timer);
          this.waiting = null;
          resolve(times);
        },
      };
    });
  }

  resetBytes(): void {
    this.events = 0;
  }

  receivedSinceReset(): { events: number } {
    return { events: this.events };
  }

  closeAll(): void {
    for (const response of this.responses) response.destroy();
  }
}

async function startServer(): Promise<{ child: ChildProcess; port: number; gc: boolean; measure(): Promise<Memory> }> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', script, '--server', '--users', String(USERS), '--rounds', String(ROUNDS)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_AUTH_SECRET: SECRET },
  });
  const ready = await new Promise<{ port: number; gc: boolean }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; gc: boolean }));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  const measure = () =>
    new Promise<Memory>((resolve) => {
      const onMessage = (message: { memory?: Memory }) => {
        if (!message.memory) return;
        child.off('message', onMessage);
        resolve(message.memory);
      };
      child.on('message', onMessage);
      child.send({ measure: true });
    });
  return { child, ...ready, measure };
}

/**
 * Each subscriber is a socket on both sides (server child and this process); the soft limit on
 * open files is usually 1024. Re-runs this script with the soft limit raised to the hard one.
 */
function raiseOpenFileLimit(): void {
  const needed = SUBSCRIBERS + 1000;
  const soft = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  if (!Number.isFinite(soft) || soft >= needed || process.env.BENCH_RAISED_LIMIT) {
    if (soft < needed) console.log(`Open-file limit is ${soft}: at most about ${soft - 1000} subscribers will open.`);
    return;
  }
  const result = spawnSyncInherit('sh', ['-c', `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"`, 'sh', process.execPath, ...process.execArgv, ...process.argv.slice(1)]);
  process.exit(result);
}

function spawnSyncInherit(command: string, args: string[]): number {
  try {
    execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, BENCH_RAISED_LIMIT: '1' } });
    return 0;
  } catch (error) {
    return (error as { status?: number }).status ?? 1;
  }
}

async function inParallel(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (milliseconds: number) => `${milliseconds.toFixed(1)} ms`;

// Last, so that the classes above are initialised before they are used.
if (values.server) await serve();
else await orchestrate();
