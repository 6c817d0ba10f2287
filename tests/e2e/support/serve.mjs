// Starts one journey server (playwright.config.ts starts one per worker) on a copy of a data
// directory seeded once per run: loading the demo data takes several times longer than opening a
// copy of it, and each server's changes stay its own. The first server to start seeds the
// snapshot; the others wait for it. Each server's copy is removed when it stops (the snapshot by
// global-teardown.ts).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const runDir = process.env.E2E_RUN_DIR;
const index = process.env.E2E_SERVER_INDEX;
if (!runDir || index === undefined) throw new Error('E2E_RUN_DIR and E2E_SERVER_INDEX are set by playwright.config.ts');

const snapshot = join(runDir, 'snapshot');
const ready = join(runDir, 'snapshot.ready');
const serverEnv = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test' };
// E2E_FIXED_CLOCK (an ISO instant; the visual run sets it): the seeding server and this one each
// start their clock at that instant (fixed-clock.mjs), so the seeded data and "now" are the same every run.
const preload = process.env.E2E_FIXED_CLOCK ? ['--import', fileURLToPath(new URL('./fixed-clock.mjs', import.meta.url))] : [];

function startServer(dataDir, port) {
  // Node with tsx's loader, not the tsx command: that one relays signals to a child of its own,
  // and on a busy machine it gave up waiting for the child's answer and died of the SIGTERM (143).
  return spawn(process.execPath, [...preload, '--import', 'tsx', 'server/index.ts'], {
    env: { ...serverEnv, DATA_DIR: dataDir, PORT: String(port) },
    stdio: 'inherit',
  });
}

const exited = (child) => new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));

/** Starts a server on the empty snapshot directory (any free port), lets it seed, and stops it. */
async function seedSnapshot() {
  const seeder = startServer(snapshot, 0);
  const stopped = exited(seeder);
  // The server writes DATA_DIR/server.json once it listens, after seeding; it removes it on exit.
  while (!existsSync(join(snapshot, 'server.json'))) {
    if (seeder.exitCode !== null) throw new Error(`The seeding server exited with ${seeder.exitCode}`);
    await sleep(100);
  }
  seeder.kill('SIGTERM');
  const result = await stopped;
  if (result !== 0) throw new Error(`The seeding server stopped with ${result}`);
  writeFileSync(ready, '');
}

async function snapshotReady() {
  mkdirSync(runDir, { recursive: true });
  let seeding = false;
  try {
    mkdirSync(snapshot);
    seeding = true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  if (seeding) return seedSnapshot();
  while (!existsSync(ready)) await sleep(100);
}

await snapshotReady();
const dataDir = join(runDir, `server-${index}`);
cpSync(snapshot, dataDir, { recursive: true });
const server = startServer(dataDir, process.env.PORT);
// Playwright signals the whole process group, the server too: this process only outlives it, to clean up.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
const result = await exited(server);
rmSync(dataDir, { recursive: true, force: true });
try {
  rmdirSync(runDir); // the last server out
} catch {
  // another server's directory is still there
}
process.exit(typeof result === 'number' ? result : 1);
