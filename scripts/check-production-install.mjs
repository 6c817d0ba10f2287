// Proves that a production install runs: the repository's tracked files and the built `dist/` and `dist-server/` are
// copied to a temporary directory, installed there with `npm ci --omit=dev` (no devDependencies),
// and the server started as a deployment starts it (`npm run serve`, NODE_ENV=production, an
// empty DATA_DIR) must answer `/api/health` and serve the app at `/login`. Run after a build.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FIRST_PORT = 3400;
// Generous: a start on a busy 2-core machine took 30–45 s (72 s seen when tsx compiled the server at start).
const START_TIMEOUT_MS = 180_000;
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

class Failure extends Error {}

function fail(message) {
  throw new Failure(message);
}

/** The tracked files as they are in the working tree (what a clean clone holds), and `dist/`. */
function copyRepository(to) {
  if (!existsSync('dist/index.html')) fail('dist/index.html is missing: run `npm run build` first.');
  if (!existsSync('dist-server/index.mjs')) fail('dist-server/index.mjs is missing: run `npm run build` first.');
  const listed = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' });
  if (listed.status !== 0) fail(`git ls-files failed: ${listed.stderr}`);
  // A file deleted in the working tree but not yet in a commit is left out.
  const files = listed.stdout.split('\0').filter((file) => file && existsSync(file));
  mkdirSync(to);
  const copied = spawnSync('sh', ['-c', 'tar --null -T - -cf - | tar -xf - -C "$1"', 'sh', to], { input: files.join('\0') });
  if (copied.status !== 0) fail(`copying the tracked files failed: ${copied.stderr}`);
  cpSync('dist', join(to, 'dist'), { recursive: true });
  cpSync('dist-server', join(to, 'dist-server'), { recursive: true });
}

function install(dir) {
  const result = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.status !== 0) fail(`npm ci --omit=dev failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort() {
  for (let port = FIRST_PORT; port < FIRST_PORT + 100; port += 1) if (await portIsFree(port)) return port;
  return fail(`no free port in ${FIRST_PORT}–${FIRST_PORT + 99}`);
}

/** `npm run serve` in its own process group, so stopping it stops npm, tsx and the server. */
function startServer(dir, port, dataDir) {
  const server = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_APP_URL: `http://localhost:${port}`,
    },
  });
  server.output = '';
  const keep = (chunk) => (server.output += chunk);
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  server.exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  return server;
}

function signalGroup(server, signal) {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // the group has ended already
  }
}

async function stopServer(server) {
  signalGroup(server, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(server, 'SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}

async function get(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  } catch {
    return null;
  }
}

async function waitForHealth(server, base) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exit;
  server.exited.then((code) => (exit = code));
  while (Date.now() < deadline) {
    if (exit !== undefined) fail(`the server exited (${exit}) before answering /api/health:\n${server.output}`);
    const health = await get(`${base}/api/health`);
    if (health?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`/api/health did not answer 200 within ${START_TIMEOUT_MS / 1000} s:\n${server.output}`);
}

async function checkLoginPage(base) {
  const page = await get(`${base}/login`);
  if (page?.status !== 200) fail(`GET /login answered ${page ? page.status : 'nothing'}, not 200`);
  if (!page.type.startsWith('text/html') || !/<script[^>]+src="\/static\/js\//.test(page.body)) {
    fail(`GET /login did not serve the built app's HTML (${page.type}):\n${page.body.slice(0, 300)}`);
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'royalty-desk-production-'));
const copyDir = join(workDir, 'app');
const dataDir = join(workDir, 'data'); // empty: the server creates its database there
let server;
try {
  let since = Date.now();
  copyRepository(copyDir);
  console.log(`production install: tracked files and dist/ copied in ${seconds(since)}`);
  since = Date.now();
  install(copyDir);
  console.log(`production install: npm ci --omit=dev took ${seconds(since)}`);
  since = Date.now();
  const port = await freePort();
  server = startServer(copyDir, port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(server, base);
  await checkLoginPage(base);
  console.log(`production install: /api/health and /login answered ${seconds(since)} after the start`);
  console.log('production install: ok');
} catch (error) {
  console.error(`production install: FAILED: ${error instanceof Failure ? error.message : error.stack}`);
  process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  rmSync(workDir, { recursive: true, force: true });
  console.log(`production install: done in ${seconds(started)}`);
}
