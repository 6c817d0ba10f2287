// A cluster of the product on this machine, everything in one temporary directory and on ports
// from `basePort` on: Debian's PostgreSQL (a throw-away cluster), s3rver with one bucket, app
// instances of the built server (`node dist-server/index.mjs`, as `npm run serve` runs it) and
// Debian's nginx in front of them with deploy/nginx.conf (deploy/check-nginx.sh --run substitutes
// only the listen port and the upstream's servers). Used by `npm run bench:cluster` and
// `npm run test:cluster`.
//
// Ports: nginx basePort, instance i (1-based) basePort + i, s3rver basePort + 10, PostgreSQL basePort + 20.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from '../../server/test/throwaway-postgres.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(ROOT, 'dist-server/index.mjs');
const BUCKET = 'royalty-desk-cluster';
const READY_TIMEOUT_MS = 240_000;

/**
 * `production`: NODE_ENV=production (no demo data, no /dev/mailbox, no sandbox), as an operator
 * runs it; `test`: NODE_ENV=test, for the journeys (they read /dev/mailbox and use the sandbox).
 * Either way the demo data is loaded once, before the instances start, by one server process
 * with NODE_ENV=test and DEMO_DATA=1: production refuses to load it.
 */
export type ClusterMode = 'production' | 'test';

export interface Instance {
  index: number;
  port: number;
  url: string;
  child: ChildProcess;
}

export interface Cluster {
  dir: string;
  databaseUrl: string;
  storageUrl: string;
  authSecret: string;
  /** nginx's origin. */
  url: string;
  instances: Instance[];
  /** Starts `count` instances (waiting for each `/api/ready`) and nginx in front of them. */
  start(count: number): Promise<void>;
  /**
   * Beside the running ones, one more instance with an nginx of its own (same configuration) on
   * basePort + 5: its origin. For comparing 1 and N instances at the same moments of a shared machine.
   */
  startSolo(): Promise<string>;
  /** Stops nginx and the instances (SIGTERM, SIGKILL after 12 s). */
  stopInstances(): Promise<void>;
  /** Everything, and removes the directory. */
  stop(): Promise<void>;
  /** The last lines of an instance's log. */
  logTail(index: number): string;
}

/** `host`: the name of nginx's origin in links (PUBLIC_APP_URL); nginx listens on 127.0.0.1 either way. */
export async function startCluster({ basePort = 3300, mode = 'production' as ClusterMode, host = '127.0.0.1', log = console.log } = {}): Promise<Cluster> {
  if (!existsSync(SERVER)) throw new Error('No dist-server/index.mjs: run `npm run build` first.');
  const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-cluster-'));
  const children = new Set<ChildProcess>();
  let stopPostgres: () => Promise<void> = async () => {};
  const fronts: ChildProcess[] = [];
  const instances: Instance[] = [];
  const authSecret = randomBytes(32).toString('hex');
  const url = `http://${host}:${basePort}`;

  const killAll = () => {
    for (const child of children) killGroup(child, 'SIGKILL');
  };
  process.once('exit', killAll);

  const spawnLogged = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv, detached = false) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached });
    if (detached) groupLeaders.add(child);
    const out = createWriteStream(join(dir, `${name}.log`));
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };

  const cluster: Cluster = {
    dir,
    databaseUrl: '',
    storageUrl: '',
    authSecret,
    url,
    instances,
    async start(count) {
      const started = Date.now();
      const ports = Array.from({ length: count }, (_, index) => basePort + 1 + index);
      const launched = ports.map((port, index) => startInstance(index + 1, port, mode));
      instances.push(...launched);
      await Promise.all(launched.map((instance) => waitReady(instance, () => cluster.logTail(instance.index))));
      await startFront(basePort, ports);
      log(`  ${count} instance${count > 1 ? 's' : ''} ready behind nginx at ${url} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    },
    async startSolo() {
      const index = instances.length + 1;
      const solo = startInstance(index, basePort + index, mode);
      instances.push(solo);
      await waitReady(solo, () => cluster.logTail(index));
      await startFront(basePort + 5, [solo.port]);
      return `http://${host}:${basePort + 5}`;
    },
    async stopInstances() {
      await Promise.all(fronts.map((front) => stopChild(front, 'SIGTERM', 5000)));
      fronts.length = 0;
      await Promise.all(instances.map((instance) => stopChild(instance.child, 'SIGTERM', 12_000)));
      instances.length = 0;
    },
    async stop() {
      await cluster.stopInstances().catch(() => {});
      for (const child of children) await stopChild(child, 'SIGTERM', 5000);
      await stopPostgres();
      process.off('exit', killAll);
      rmSync(dir, { recursive: true, force: true });
    },
    logTail(index) {
      const file = join(dir, `instance-${index}.log`);
      return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '';
    },
  };

  /** nginx with deploy/nginx.conf on `port` in front of `ports` (deploy/check-nginx.sh --run). */
  const startFront = async (port: number, ports: number[]) => {
    const front = spawnLogged(`nginx-${port}`, 'sh', [join(ROOT, 'deploy/check-nginx.sh'), '--run', String(port), ...ports.map(String)], process.env, true);
    fronts.push(front);
    await waitForPort(port, front);
  };

  const instanceEnv = (index: number, port: number, instanceMode: ClusterMode): NodeJS.ProcessEnv => {
    const dataDir = join(dir, `data-${index}`);
    mkdirSync(dataDir, { recursive: true });
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: instanceMode,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_APP_URL: url,
      TRUST_PROXY: '1',
      // application_name tells the instances' connections apart in pg_stat_activity.
      DATABASE_URL: `${cluster.databaseUrl}?application_name=rd-instance-${index}`,
      STORAGE_URL: cluster.storageUrl,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AUTH_SECRET: authSecret,
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
    };
  };

  const startInstance = (index: number, port: number, instanceMode: ClusterMode): Instance => {
    const child = spawnLogged(`instance-${index}`, process.execPath, ['--enable-source-maps', SERVER], instanceEnv(index, port, instanceMode));
    return { index, port, url: `http://127.0.0.1:${port}`, child };
  };

  try {
    let started = Date.now();
    const postgres = await startThrowawayPostgres({ port: basePort + 20 });
    if ('skipped' in postgres) throw new Error(`PostgreSQL: ${postgres.skipped}`);
    stopPostgres = postgres.stop;
    cluster.databaseUrl = postgres.url;
    const s3Dir = join(dir, 's3');
    mkdirSync(s3Dir);
    const s3 = spawnLogged('s3rver', process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/cluster/s3rver.ts'), String(basePort + 10), s3Dir, BUCKET], process.env);
    await waitForPort(basePort + 10, s3);
    const endpoint = `http://127.0.0.1:${basePort + 10}`;
    cluster.storageUrl = `s3://${BUCKET}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=1`;
    log(`  PostgreSQL at ${postgres.url}, s3rver at ${endpoint} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

    // The demo data, once: a test-mode server loads it (and its files into the bucket), then stops.
    started = Date.now();
    const seeder: Instance = {
      index: 0,
      port: basePort + 1,
      url: `http://127.0.0.1:${basePort + 1}`,
      child: spawnLogged('instance-0', process.execPath, [SERVER], { ...instanceEnv(0, basePort + 1, 'test'), DEMO_DATA: '1' }),
    };
    await waitReady(seeder, () => cluster.logTail(0));
    await stopChild(seeder.child, 'SIGTERM', 12_000);
    log(`  demo data loaded into PostgreSQL and the bucket in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** Polls the instance's /api/ready until it answers 200. */
async function waitReady(instance: Instance, logTail: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) {
      throw new Error(`instance ${instance.index} exited (${instance.child.exitCode ?? instance.child.signalCode}) before it was ready:\n${logTail()}`);
    }
    const ready = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(3000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await sleep(500);
  }
  throw new Error(`instance ${instance.index} not ready after ${READY_TIMEOUT_MS / 1000} s:\n${logTail()}`);
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process for port ${port} exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(200);
  }
  throw new Error(`nothing listens on port ${port} after 30 s`);
}

const groupLeaders = new WeakSet<ChildProcess>();

/** A detached child leads a process group of its own (the nginx script and nginx): signal the group. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (groupLeaders.has(child)) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, signal);
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

export const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
