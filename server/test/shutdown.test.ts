import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../accounts/users.js';
import { hashPassword } from '../auth/passwords.js';
import { signToken } from '../auth/tokens.js';
import { CLOSING_RETRY_MS } from '../streams/hub.js';
import { openEventStream } from './event-streams.js';
import { createTestDatabase, TEST_PASSWORD } from './helpers.js';

// The real server process (server/index.ts, as a deployment runs it) gets SIGTERM with an event
// stream open: the stream ends with a retry hint (its client reconnects, through the load
// balancer, to another instance), a request after the signal is refused, and the process exits 0
// well within the 10 s an orchestrator waits before SIGKILL.

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SECRET = 'shutdown-test-secret-0123456789abcdef0123456789abcdef';
const EXIT_WITHIN_MS = 10_000;

const root = mkdtempSync(join(tmpdir(), 'royalty-desk-shutdown-'));
const dataDir = join(root, 'data');
const staticDir = join(root, 'static');
let child: ChildProcess | undefined;
let token = '';

beforeAll(async () => {
  mkdirSync(staticDir, { recursive: true });
  const db = await createTestDatabase(dataDir);
  const user = await insertUser(db, {
    email: 'listener@shutdown.test',
    passwordHash: await hashPassword(TEST_PASSWORD),
    firstName: 'Stream',
    lastName: 'Listener',
    emailVerified: true,
  });
  await db.close();
  token = signToken({ sub: user!.id, roles: [], ver: 0 }, SECRET);
  writeFileSync(join(dataDir, 'auth-secret'), `${SECRET}\n`, { mode: 0o600 });
}, 60_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function startServer(): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', STATIC_DIR: staticDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child!.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`)));
  });
}

/** A GET on a connection of its own: its status, or the connection's error code. */
function getOnNewConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('SIGTERM', () => {
  it('ends event streams with a retry hint, refuses requests and exits 0 within 10 s', async () => {
    const base = await startServer();
    expect(await getOnNewConnection(`${base}/api/ready`)).toBe(200);
    const stream = await openEventStream(`${base}/api/user/events`, { authorization: `Bearer ${token}` });
    expect(stream.response.statusCode).toBe(200);
    await stream.until((events) => events.some((event) => event.event === 'ready'));

    const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) => {
      const signalled = Date.now();
      child!.once('exit', (code) => resolve({ code, afterMs: Date.now() - signalled }));
    });
    child!.kill('SIGTERM');

    await expect.poll(() => stream.response.complete, { timeout: 5000 }).toBe(true);
    const last = stream.text().split('\n\n').filter(Boolean).at(-1)!;
    expect(last).toMatch(/^retry: \d+$/);
    expect(Number(last.slice('retry: '.length))).toBeLessThan(CLOSING_RETRY_MS.max);

    // Refused: the connection (the listener is closed) or the request (503 while in-flight work ends).
    expect(await getOnNewConnection(`${base}/api/health`)).toMatch(/^(ECONNREFUSED|ECONNRESET|503)$/);

    const { code, afterMs } = await exited;
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(EXIT_WITHIN_MS);
  }, 180_000);
});
