import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../accounts/users.js';
import { hashPassword } from '../auth/passwords.js';
import { signToken } from '../auth/tokens.js';
import { openPglite } from '../db/pglite.js';
import { ACCEPTED_USER_AGREEMENT, createTestDatabase, TEST_PASSWORD } from './helpers.js';

// The real server process (server/index.ts through tsx; `npm run serve` runs it compiled) is killed with SIGKILL while it
// answers concurrent writes, three times, and restarted on the same data directory each time.
// Every write it acknowledged (2xx) must be there afterwards, and no write half there: an artist
// sign-up is four rows in one transaction (account, artist, roster entry, email subscriber).

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const ROUNDS = 3;
const PROFILE_WRITERS = 4;
const SIGN_UP_WRITERS = 2;
const SECRET = 'crash-test-secret-0123456789abcdef0123456789abcdef';

const root = mkdtempSync(join(tmpdir(), 'royalty-desk-crash-'));
const dataDir = join(root, 'data');
const staticDir = join(root, 'static');
const children = new Set<ChildProcess>();
let server: ChildProcess | undefined;

interface Writer {
  userId: string;
  token: string;
  /** The last value sent and the last value acknowledged: the stored one lies between them. */
  sent: number;
  acked: number;
}
const writers: Writer[] = [];
const signUps = { attempted: new Set<string>(), acked: new Set<string>() };

let firstStandby: Standby;
beforeAll(async () => {
  firstStandby = standby();
  mkdirSync(staticDir, { recursive: true });
  const db = await createTestDatabase(dataDir);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  for (let index = 0; index < PROFILE_WRITERS; index++) {
    const user = await insertUser(db, {
      email: `writer${index}@crash.test`,
      passwordHash,
      firstName: 'Writer',
      lastName: 'v0',
      emailVerified: true,
    });
    writers.push({ userId: user!.id, token: signToken({ sub: user!.id, roles: [], ver: 0 }, SECRET), sent: 0, acked: 0 });
  }
  await db.close();
  writeFileSync(join(dataDir, 'auth-secret'), `${SECRET}\n`, { mode: 0o600 });
}, 60_000);

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

// The server process waits on standby with its modules loaded (loading them costs seconds, on a
// busy machine more), then runs server/index.ts as `npm run serve` would once the test writes a
// line to it: the next server loads while the current one still answers.
const STANDBY = [
  "await import('./server/app.ts');",
  "await new Promise((go) => process.stdin.once('data', go));",
  'process.stdin.destroy();',
  "await import('./server/index.ts');",
].join(' ');

interface Standby {
  child: ChildProcess;
  /** The base URL once the server listens. */
  listening: Promise<string>;
}

/** A server process for the data directory, loaded and waiting for `startServer`. */
function standby(): Standby {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', STANDBY], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      // sign-ups come from many addresses (X-Forwarded-For), so the per-address limit never stops them
      TRUST_PROXY: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  const listening = new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        child.stdout!.off('data', onData);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`)));
  });
  listening.catch(() => {}); // a standby killed unused (a failed test) is no second failure
  return { child, listening };
}

/** Starts the standby server on the data directory and resolves with its base URL once it listens. */
function startServer({ child, listening }: Standby): Promise<string> {
  server = child;
  child.stdin!.end('go\n');
  return listening;
}

function killServer(): Promise<void> {
  const child = server!;
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function send(base: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Writes until the server goes away: increasing last names for each writer, and artist sign-ups. */
function writeUntilKilled(base: string, round: number) {
  const acknowledged = { profiles: 0, signUps: 0 };
  let inFlightAtDeath = 0;
  const profileLoop = async (writer: Writer) => {
    for (;;) {
      const value = ++writer.sent;
      try {
        const response = await send(base, 'PATCH', '/user/profile', { lastName: `v${value}` }, { authorization: `Bearer ${writer.token}` });
        if (response.status !== 200) throw new Error(`PATCH /user/profile answered ${response.status}: ${await response.text()}`);
        writer.acked = value;
        acknowledged.profiles++;
      } catch (error) {
        if (error instanceof TypeError) return inFlightAtDeath++; // the connection died with the server
        throw error;
      }
    }
  };
  const signUpLoop = async (loop: number) => {
    for (let index = 0; ; index++) {
      const email = `artist-r${round}-w${loop}-${index}@crash.test`;
      signUps.attempted.add(email);
      try {
        const response = await send(
          base,
          'POST',
          '/auth/artist-sign-up',
          { firstName: 'Crash', lastName: 'Test', email, artistName: artistNameOf(email), password: TEST_PASSWORD, phoneNumber: '+1 212 555 0100', ...ACCEPTED_USER_AGREEMENT },
          { 'x-forwarded-for': `10.${round}.${loop}.${index % 250}` },
        );
        if (response.status !== 201) throw new Error(`POST /auth/artist-sign-up answered ${response.status}: ${await response.text()}`);
        signUps.acked.add(email);
        acknowledged.signUps++;
      } catch (error) {
        if (error instanceof TypeError) return inFlightAtDeath++;
        throw error;
      }
    }
  };
  const running = Promise.all([
    ...writers.map((writer) => profileLoop(writer)),
    ...Array.from({ length: SIGN_UP_WRITERS }, (_, loop) => signUpLoop(loop)),
  ]).then(() => inFlightAtDeath);
  return { running, acknowledged };
}

const artistNameOf = (email: string) => `Crash ${email.split('@')[0]}`;

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs} ms: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Through the restarted server: each writer's last name is at least its last acknowledged value. */
async function expectProfilesThrough(base: string): Promise<void> {
  for (const writer of writers) {
    const response = await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${writer.token}` } });
    expect(response.status).toBe(200);
    const stored = Number(((await response.json()) as { lastName: string }).lastName.slice(1));
    expect(stored).toBeGreaterThanOrEqual(writer.acked);
    expect(stored).toBeLessThanOrEqual(writer.sent);
  }
}

describe('SIGKILL during writes', () => {
  it(`loses no acknowledged write and leaves none half done, over ${ROUNDS} kills`, async () => {
    let next = firstStandby;
    for (let round = 1; round <= ROUNDS; round++) {
      const base = await startServer(next);
      if (round > 1) await expectProfilesThrough(base);
      const writes = writeUntilKilled(base, round);
      if (round < ROUNDS) next = standby();
      // Killed once both kinds of write flow, at a moment that falls anywhere within a request.
      await waitUntil(() => writes.acknowledged.profiles >= 20 && writes.acknowledged.signUps >= 3, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
      await killServer();
      const inFlight = await writes.running;
      expect(inFlight, 'writes in flight when the server died').toBeGreaterThan(0);
      // Writers whose last request died with the server may hold a value never stored: the next
      // round continues from there, and the stored value must still be at least the acknowledged one.
    }

    // After the last kill: the data directory opened as the server would open it (recovery included).
    const db = await openPglite(join(dataDir, 'pglite'));
    try {
      for (const writer of writers) {
        const { rows } = await db.query<{ last_name: string }>('select last_name from users where id = $1', [writer.userId]);
        const stored = Number(rows[0]!.last_name.slice(1));
        expect(stored).toBeGreaterThanOrEqual(writer.acked);
        expect(stored).toBeLessThanOrEqual(writer.sent);
      }
      const { rows: accounts } = await db.query<{ email: string; artist_name: string; artists: string[]; subscribers: number }>(
        `select u.email, u.artist_name,
                coalesce(array_agg(a.name) filter (where a.id is not null), '{}') as artists,
                (select count(*) from email_subscribers s where s.user_id = u.id) as subscribers
           from users u
           left join user_artists ua on ua.user_id = u.id
           left join artists a on a.id = ua.artist_id
          where u.email like 'artist-%@crash.test'
          group by u.id`,
      );
      const stored = new Set(accounts.map((account) => account.email));
      expect([...signUps.acked].filter((email) => !stored.has(email)), 'acknowledged sign-ups missing').toEqual([]);
      expect([...stored].filter((email) => !signUps.attempted.has(email))).toEqual([]);
      for (const account of accounts) {
        expect(account, `sign-up of ${account.email}`).toMatchObject({ artists: [artistNameOf(account.email)], subscribers: 1 });
      }
      const { rows: orphans } = await db.query(
        `select a.name from artists a where a.name like 'Crash artist-%' and not exists (select 1 from user_artists ua where ua.artist_id = a.id)`,
      );
      expect(orphans, 'artists without the account that created them').toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
