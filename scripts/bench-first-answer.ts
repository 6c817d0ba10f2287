/**
 * First answer, cold cache (issue #36): the demo data seeded once into a throw-away DATA_DIR, then
 * for each page a server process of its own started on it (nothing in its caches, the database
 * opened afresh, as after `npm start` on an existing data directory), the page's data calls sent
 * together as the app sends them, and the time until the last of them answered. Then the same
 * calls again (warm) for reference. Target: every page's first data answer within 1 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { DEMO_ACCOUNTS } from '../server/demo/accounts.js';
import { SERVER_RECORD } from '../server/backup/server-record.js';
import { signInToken } from './bench-sign-in.js';

export const TARGET_FIRST_ANSWER_MS = 1000;

const LUNA = DEMO_ACCOUNTS[1]!.artists[0]!.id;

/** Each page's data calls at its first load (what the app sends before it can show the figures). */
const PAGES: { name: string; account: string; paths: string[] }[] = [
  { name: 'artist overview', account: 'artist@demo.test', paths: [`/api/artists/${LUNA}`, `/api/artists/${LUNA}/overview`] },
  { name: 'artist payouts', account: 'artist@demo.test', paths: [`/api/artists/${LUNA}`, `/api/artists/${LUNA}/payouts?platforms=SPOTIFY,APPLE_MUSIC,AMAZON_MUSIC,YOUTUBE_MUSIC,TIDAL,SOUNDCLOUD,DEEZER`] },
  {
    name: 'admin landing',
    account: 'admin@demo.test',
    paths: [
      '/api/admin/overview',
      '/api/artists/total',
      '/api/writers/total',
      '/api/admin/catalog?type=track&limit=1',
      '/api/admin/catalog?type=album&limit=1',
      '/api/admin/mlc?status=UNCLAIMED&limit=1',
    ],
  },
  { name: 'admin analytics', account: 'admin@demo.test', paths: ['/api/admin/analytics'] },
];

interface FirstAnswer {
  name: string;
  /** Until the last of the page's calls answered, on a fresh server. */
  coldMs: number;
  /** The slowest call of the cold round. */
  slowest: string;
  /** The same calls once more. */
  warmMs: number;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn('node_modules/.bin/tsx', ['server/index.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const record = join(dataDir, SERVER_RECORD);
  // The server writes DATA_DIR/server.json once it listens (after migrating and seeding).
  while (!existsSync(record)) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    await sleep(50);
  }
  const { port } = JSON.parse(readFileSync(record, 'utf8')) as { port: number };
  return { child, origin: `http://127.0.0.1:${port}` };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The page's calls together; the time of each. */
async function round(origin: string, token: string, paths: string[]): Promise<[string, number][]> {
  const started = performance.now();
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return [path, performance.now() - started] as [string, number];
    }),
  );
}

export async function measureFirstAnswers(): Promise<FirstAnswer[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'royalty-desk-bench-cold-'));
  try {
    const seeding = performance.now();
    await stopServer((await startServer(dataDir)).child);
    console.log(`Seeded the demo data in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const results: FirstAnswer[] = [];
    for (const page of PAGES) {
      const { child, origin } = await startServer(dataDir);
      try {
        const token = await signInToken(origin, page.account);
        const cold = await round(origin, token, page.paths);
        const warm = await round(origin, token, page.paths);
        const slowest = cold.reduce((a, b) => (b[1] > a[1] ? b : a));
        results.push({ name: page.name, coldMs: slowest[1], slowest: slowest[0], warmMs: Math.max(...warm.map(([, ms]) => ms)) });
      } finally {
        await stopServer(child);
      }
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeFirstAnswer(answer: FirstAnswer): string {
  const met = answer.coldMs <= TARGET_FIRST_ANSWER_MS;
  return `${answer.name.padEnd(18)} first answer ${answer.coldMs.toFixed(0).padStart(5)} ms (slowest ${answer.slowest}), warm ${answer.warmMs.toFixed(0)} ms  ${met ? 'ok' : 'MISSED'}`;
}

// `tsx scripts/bench-first-answer.ts`: this measurement alone.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const answers = await measureFirstAnswers();
  for (const answer of answers) console.log(describeFirstAnswer(answer));
  process.exitCode = answers.every((answer) => answer.coldMs <= TARGET_FIRST_ANSWER_MS) ? 0 : 1;
}
