// Presence app benchmark: the built app, signed in as the demo admin, with 10,000 online users on
// the admin feed and 100 feed events per second, watched with a `longtask` PerformanceObserver.
// Goal: no long task over 50 ms while the header badge, the online-users popover (scrolled) and
// /admin/presence (the full table, scrolled) are shown.
//
//   npx tsx scripts/bench-presence-app.ts [-- --users 10000 --rate 100 --seconds 20]
//
// It builds the app into a temp dir with PUBLIC_PRESENCE_URL pointing at a fake stream server
// (127.0.0.1:3191), starts the reference server on 127.0.0.1:3190 with a fresh temp data dir, and
// drives Chromium with Playwright. Loopback only; stops by itself (hard limit 3 minutes) and removes
// its processes and temp dirs on exit, also on error.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    'app-port': { type: 'string', default: '3190' },
    'stream-port': { type: 'string', default: '3191' },
  },
});
const USERS = Number(values.users);
const RATE = Number(values.rate);
const MEASURE_MS = Number(values.seconds) * 1000;
const APP_PORT = Number(values['app-port']);
const STREAM_PORT = Number(values['stream-port']);
const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const HARD_LIMIT_MS = 3 * 60_000;
const LONG_TASK_LIMIT_MS = 50;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const started = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

// ── Cleanup ────────────────────────────────────────────────────────────────────────────────────

const children: ChildProcess[] = [];
const tempDirs: string[] = [];
let browser: Browser | null = null;
let streamServer: ReturnType<typeof createServer> | null = null;
let cleanedUp = false;

function killTree(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // its own process group (detached)
  } catch {
    child.kill('SIGTERM');
  }
}

async function cleanup(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  await browser?.close().catch(() => undefined);
  streamServer?.closeAllConnections();
  streamServer?.close();
  for (const child of children) killTree(child);
  // Give the server its shutdown grace, then force.
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => {
            try {
              if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
            } catch {
              /* gone */
            }
            resolve();
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}
const hardLimit = setTimeout(() => {
  console.error(`Hard limit of ${HARD_LIMIT_MS / 1000} s reached; stopping`);
  void cleanup().finally(() => process.exit(2));
}, HARD_LIMIT_MS);
hardLimit.unref();

// ── Child processes ────────────────────────────────────────────────────────────────────────────

function run(command: string, args: string[], env: NodeJS.ProcessEnv, label: string): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so npx's children are stopped too
  });
  children.push(child);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  (child as ChildProcess & { tail: () => string }).tail = () => tail;
  child.on('exit', (code, signal) => {
    if (!cleanedUp && code !== 0) log(`${label} exited (${code ?? signal})\n${tail}`);
  });
  return child;
}

const tailOf = (child: ChildProcess) => (child as ChildProcess & { tail?: () => string }).tail?.() ?? '';

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${tailOf(server)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} not healthy after ${timeoutMs / 1000} s:\n${tailOf(server)}`);
}

// ── Fake presence stream ───────────────────────────────────────────────────────────────────────

type Json = Record<string, unknown>;
let userCounter = 0;
const PATHS: [string, string][] = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/presence', 'Online Users'],
  ['/admin/users', 'Users'],
  ['/artists', 'Artists'],
  ['/catalog', 'Catalog'],
  ['/statements', 'Statements'],
  ['/settings', 'Settings'],
];
const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const hexId = (n: number) => n.toString(16).padStart(24, '0');

function location(): Json {
  if (Math.random() < 0.3) {
    const artist = hexId(0xa000000 + Math.floor(Math.random() * 500));
    return {
      currentPath: `/artists/${artist}`,
      currentPage: 'Artist Overview',
      currentArtist: { id: artist, name: `Artist ${artist.slice(-4)}`, spotifyId: randomBytes(11).toString('hex').slice(0, 22) },
    };
  }
  const [currentPath, currentPage] = pick(PATHS);
  return { currentPath, currentPage, currentArtist: null };
}

function makeUser(): Json {
  const n = ++userCounter;
  const browserName = pick(BROWSERS);
  const mobile = n % 5 === 0;
  return {
    userId: hexId(0xb0000000 + n),
    email: `user${n}@bench.test`,
    name: `Bench User ${n}`,
    avatar: null,
    roles: n % 50 === 0 ? ['ADMIN'] : n % 3 === 0 ? ['INVESTOR'] : [],
    status: Math.random() < 0.8 ? 'online' : 'away',
    lastSeen: new Date(Date.now() - Math.floor(Math.random() * 60_000)).toISOString(),
    ...location(),
    device: {
      type: mobile ? 'mobile' : 'desktop',
      browser: browserName,
      browserVersion: `${100 + (n % 40)}.0`,
      os: mobile ? 'Android' : 'Linux',
      osVersion: mobile ? '14' : '6.1',
      deviceName: mobile ? 'Pixel 8' : 'Desktop',
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) ${browserName}/${100 + (n % 40)}.0 bench/${n}`,
      screenResolution: '1920x1080',
    },
    network: { type: 'wifi', effectiveType: pick(['4g', '3g', '4g', '4g']), downlink: 10, rtt: 50, saveData: false },
    version: '2025.08.8',
  };
}

const online = new Map<string, Json>();
for (let i = 0; i < USERS; i += 1) {
  const user = makeUser();
  online.set(user.userId as string, user);
}
const ids = (): string[] => [...online.keys()];
let idCache = ids();

const clients = new Set<ServerResponse>();
const stats = { sent: 0, byType: { update: 0, join: 0, leave: 0 } as Record<string, number>, connections: 0 };
/** Events sent per whole second since the first client connected (one slot per second). */
const perSecond: number[] = [];
let streamT0 = 0;

function nextEvent(): [string, Json] {
  const roll = Math.random();
  if (roll < 0.1) {
    const user = makeUser();
    online.set(user.userId as string, user);
    idCache.push(user.userId as string);
    return ['join', user];
  }
  const index = Math.floor(Math.random() * idCache.length);
  const userId = idCache[index]!;
  if (roll < 0.2 && idCache.length > USERS / 2) {
    online.delete(userId);
    idCache[index] = idCache[idCache.length - 1]!;
    idCache.pop();
    return ['leave', { userId }];
  }
  const patch = {
    ...location(),
    status: Math.random() < 0.85 ? 'online' : 'away',
    lastSeen: new Date().toISOString(),
  };
  Object.assign(online.get(userId)!, patch);
  return ['update', { userId, ...patch }];
}

let emitted = 0;
let ticker: NodeJS.Timeout | null = null;
function startTicker(): void {
  if (ticker) return;
  streamT0 = Date.now();
  ticker = setInterval(() => {
    // Emit as many events as are due, so the rate holds even when timers are late.
    const due = Math.floor(((Date.now() - streamT0) / 1000) * RATE);
    while (emitted < due) {
      emitted += 1;
      const [name, data] = nextEvent();
      const block = `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
      if (clients.size === 0) continue;
      for (const client of clients) client.write(block);
      stats.sent += 1;
      stats.byType[name] = (stats.byType[name] ?? 0) + 1;
      const slot = Math.floor((Date.now() - streamT0) / 1000);
      perSecond[slot] = (perSecond[slot] ?? 0) + 1;
    }
  }, 10);
}

function startStreamServer(): Promise<void> {
  streamServer = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-headers': 'authorization, accept, content-type, cache-control, last-event-id',
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-max-age': '600',
      vary: 'origin',
    };
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method !== 'GET' || path !== '/api/user-presence') {
      res.writeHead(404, { ...cors, 'content-type': 'application/json' }).end('{"statusCode":404}');
      return;
    }
    stats.connections += 1;
    res.writeHead(200, {
      ...cors,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.write('retry: 1000\n\n');
    idCache = ids();
    res.write(`event: initial\ndata: ${JSON.stringify({ users: [...online.values()] })}\n\n`);
    clients.add(res);
    startTicker();
    req.on('close', () => clients.delete(res));
  });
  return new Promise((resolve, reject) => {
    streamServer!.once('error', reject);
    streamServer!.listen(STREAM_PORT, '127.0.0.1', () => resolve());
  });
}

// ── Browser ────────────────────────────────────────────────────────────────────────────────────

interface LongTask {
  start: number;
  duration: number;
}

// A string, so the bundler's helpers (esbuild's `__name`) do not leak into the page.
const collector = `(() => {
  const tasks = [];
  window.__longTasks = tasks;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    window.__longTaskError = String(error);
  }
  // Frame times, to tell how smooth the page stays besides the long tasks.
  const frames = [];
  window.__frames = frames;
  const frame = (at) => {
    frames.push(at);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with `fallback` if `promise` takes longer than `ms` (the page's main thread may be saturated). */
function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise.catch(() => fallback), sleep(ms).then(() => fallback)]);
}

type ScrollTarget = 'popover' | 'table';

/**
 * Starts scrolling inside the page (400 px every 100 ms, turning back every 25 steps) until
 * stopped. Driven from the page itself: Playwright round-trips (actionability checks, wheel
 * events) wait behind a busy main thread and stalled in earlier runs.
 */
function startScrolling(page: Page, target: ScrollTarget): Promise<void> {
  // A string, so the bundler's helpers (e.g. esbuild's `__name`) do not leak into the page.
  const find =
    target === 'popover'
      ? `document.querySelector('li[aria-setsize]')?.closest('ul')?.parentElement`
      : `document.querySelector('table')?.parentElement`;
  return page.evaluate(`(() => {
    const state = { steps: 0, missing: 0, maxScrollTop: 0 };
    let direction = 1;
    let last = 0;
    let stopped = false;
    // Per frame, at most every 100 ms (timers starved behind the feed's tasks in earlier runs).
    const step = (at) => {
      if (stopped) return;
      requestAnimationFrame(step);
      if (at - last < 100) return;
      last = at;
      let element = ${find};
      if (!element) {
        state.missing += 1;
        return;
      }
      if (element.scrollHeight <= element.clientHeight + 1) element = document.scrollingElement ?? element;
      element.scrollTop += 400 * direction;
      state.maxScrollTop = Math.max(state.maxScrollTop, element.scrollTop);
      state.steps += 1;
      if (state.steps % 25 === 0) direction = -direction;
    };
    requestAnimationFrame(step);
    window.__scroll?.stop();
    window.__scroll = { state, stop: () => { stopped = true; } };
  })()`);
}

async function stopScrolling(page: Page): Promise<{ steps: number; missing: number; maxScrollTop: number } | null> {
  return withTimeout(
    page.evaluate(() => {
      const w = window as unknown as { __scroll?: { state: { steps: number; missing: number; maxScrollTop: number }; stop: () => void } };
      w.__scroll?.stop();
      return w.__scroll?.state ?? null;
    }),
    10_000,
    null,
  );
}

interface Phase {
  name: string;
  from: number;
  to: number;
  sentFrom: number;
  sentTo: number;
  wallMs: number;
}

let frameTimes: number[] = [];

function summarize(tasks: LongTask[], phase: Phase) {
  const frames = frameTimes.filter((at) => at >= phase.from && at < phase.to);
  let worstGap = 0;
  for (let i = 1; i < frames.length; i += 1) worstGap = Math.max(worstGap, frames[i]! - frames[i - 1]!);
  const inPhase = tasks.filter((task) => task.start >= phase.from && task.start < phase.to);
  const durations = inPhase.map((task) => task.duration).sort((a, b) => a - b);
  const p95 = durations.length ? durations[Math.min(durations.length - 1, Math.ceil(durations.length * 0.95) - 1)]! : 0;
  return {
    phase: phase.name,
    seconds: +((phase.to - phase.from) / 1000).toFixed(1),
    'events/s': +((phase.sentTo - phase.sentFrom) / (phase.wallMs / 1000)).toFixed(1),
    'long tasks': durations.length,
    'over 50 ms': durations.filter((d) => d > LONG_TASK_LIMIT_MS).length,
    'max ms': Math.round(durations.at(-1) ?? 0),
    'p95 ms': Math.round(p95),
    'total ms': Math.round(durations.reduce((sum, d) => sum + d, 0)),
    fps: +(frames.length / ((phase.to - phase.from) / 1000)).toFixed(1),
    'worst frame gap ms': Math.round(worstGap),
  };
}

// ── Main ───────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<number> {
  const distDir = mkdtempSync(join(tmpdir(), 'bench-presence-app-dist-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-presence-app-data-'));
  tempDirs.push(distDir, dataDir);

  // The server serves files per request (wildcard static), so it can start while the app builds.
  log(`building the app into ${distDir} and starting the server on ${APP_ORIGIN}`);
  const build = run(
    'npx',
    ['rsbuild', 'build', '--config', 'rsbuild.config.ts', '--dist-path', distDir, '--log-level', 'warn'],
    { PUBLIC_PRESENCE_URL: `http://127.0.0.1:${STREAM_PORT}/api`, NODE_ENV: 'production' },
    'build',
  );
  const server = run(
    'npx',
    ['tsx', 'server/index.ts'],
    { STATIC_DIR: distDir, DATA_DIR: dataDir, PORT: String(APP_PORT), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    'server',
  );
  await startStreamServer();
  log(`fake presence stream on http://127.0.0.1:${STREAM_PORT}/api/user-presence with ${online.size} users`);

  const [buildCode] = await Promise.all([
    exited(build).then((code) => {
      log(`build finished (exit ${code})`);
      return code;
    }),
    waitForHealth(`${APP_ORIGIN}/api/health`, server, 150_000).then(() => log('server healthy')),
  ]);
  if (buildCode !== 0) throw new Error(`build failed:\n${tailOf(build)}`);

  browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: collector });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error).slice(0, 200)));
  page.on('response', (response) => {
    if (response.status() >= 400) consoleErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });

  log('signing in as admin@demo.test');
  await page.goto(`${APP_ORIGIN}/login`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('admin@demo.test');
  await form.getByLabel('Password').fill('demo-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin(\/|$|\?)/, { timeout: 30_000 });
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const signedIn = Date.now() - timeOrigin;

  const badge = page.getByRole('button', { name: 'Online users' }).getByTestId('online-users-badge');
  await badge.waitFor({ state: 'visible', timeout: 60_000 });
  log(`badge shows "${await badge.textContent()}" (feed connections: ${stats.connections})`);
  await sleep(1500); // let the first render settle before measuring
  const loadEnd = Date.now() - timeOrigin;
  const phases: Phase[] = [
    { name: 'initial load (sign-in → badge, not judged)', from: signedIn, to: loadEnd, sentFrom: 0, sentTo: stats.sent, wallMs: Date.now() - streamT0 },
  ];

  // Phase bounds in the page's clock, from the wall clock (same machine): no page round-trip,
  // which would wait for a busy main thread.
  const pageNow = () => Date.now() - timeOrigin;
  const measure = async (name: string, ms: number, act: (deadline: number) => Promise<void>) => {
    const from = pageNow();
    const sentFrom = stats.sent;
    const wallStart = Date.now();
    const deadline = wallStart + ms;
    await withTimeout(
      act(deadline).catch((error: unknown) => log(`  ${name}: ${String(error).split('\n')[0]}`)),
      ms + 2000,
      undefined,
    );
    const remaining = deadline - Date.now();
    if (remaining > 0) await sleep(remaining);
    phases.push({ name, from, to: pageNow(), sentFrom, sentTo: stats.sent, wallMs: Date.now() - wallStart });
  };

  const third = Math.round(MEASURE_MS / 3);
  log(`measuring ${MEASURE_MS / 1000} s while ${RATE} events/s flow`);
  await measure('idle header (badge only)', third, async () => undefined);
  let popoverScroll: Awaited<ReturnType<typeof stopScrolling>> = null;
  let tableScroll: Awaited<ReturnType<typeof stopScrolling>> = null;

  await measure('popover open + scrolling', third, async (deadline) => {
    // Clicked from inside the page: Playwright's own click waits behind the busy main thread
    // (actionability checks) and timed out in earlier runs.
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('button[aria-label="Online users"]')?.click());
    await startScrolling(page, 'popover'); // waits for the list itself
    await sleep(deadline - Date.now());
  });
  popoverScroll = await stopScrolling(page);
  await withTimeout(page.keyboard.press('Escape'), 5000, undefined);

  await measure('/admin/presence (table + scrolling)', MEASURE_MS - 2 * third, async (deadline) => {
    // A client-side navigation (the header popover's or the menu's link, else the history API),
    // so the feed and the collector stay as they are.
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="/admin/presence"]');
      if (link) link.click();
      else {
        history.pushState({}, '', '/admin/presence');
        dispatchEvent(new PopStateEvent('popstate'));
      }
    });
    // Node-side checks only: page round-trips wait behind the busy main thread.
    while (!page.url().includes('/admin/presence') && Date.now() < deadline) await sleep(50);
    await startScrolling(page, 'table'); // waits for the table itself
    await sleep(deadline - Date.now());
  });
  tableScroll = await stopScrolling(page);
  // Stop the events so the page can answer.
  if (ticker) clearInterval(ticker);
  ticker = null;
  await sleep(2000);
  const rows = await withTimeout(page.locator('tr[data-user-id]').count(), 10_000, -1);
  const tables = await withTimeout(page.locator('table').count(), 10_000, -1);
  const summaryText = await withTimeout(page.getByRole('status').first().textContent({ timeout: 5000 }), 10_000, '');
  const finalUrl = page.url();

  const collected = await withTimeout(
    page.evaluate(() => {
      const w = window as unknown as { __longTasks?: LongTask[]; __longTaskError?: string; __frames?: number[] };
      if (!w.__longTasks) return { tasks: [], error: 'the collector was not installed', frames: [] };
      return { tasks: w.__longTasks, error: w.__longTaskError, frames: w.__frames ?? [] };
    }),
    30_000,
    null,
  );
  if (!collected) throw new Error('the page did not answer within 30 s after the events stopped');
  if (collected.error) throw new Error(`longtask observer failed: ${collected.error}`);
  const tasks = collected.tasks;
  frameTimes = collected.frames;

  // ── Report ──
  const measured = phases.slice(1);
  const measuredMs = measured.reduce((sum, phase) => sum + phase.wallMs, 0);
  const measuredSent = measured.reduce((sum, phase) => sum + phase.sentTo - phase.sentFrom, 0);
  const judgedTasks = tasks.filter((task) => measured.some((phase) => task.start >= phase.from && task.start < phase.to));
  const over = judgedTasks.filter((task) => task.duration > LONG_TASK_LIMIT_MS);
  const steady = perSecond.slice(1, -1);

  console.log('');
  console.log(`Users online at start:       ${USERS} (now ${online.size}; feed connections ${stats.connections})`);
  console.log(`Events sent (fake server):   ${stats.sent} (update ${stats.byType.update ?? 0}, join ${stats.byType.join ?? 0}, leave ${stats.byType.leave ?? 0})`);
  console.log(
    `Events/s delivered:          ${(measuredSent / (measuredMs / 1000)).toFixed(1)} during the ${(measuredMs / 1000).toFixed(1)} s measured` +
      (steady.length ? ` (per-second min ${Math.min(...steady)}, max ${Math.max(...steady)})` : ''),
  );
  const scrolled = (state: typeof popoverScroll) =>
    state ? `${state.steps} steps (max scrollTop ${Math.round(state.maxScrollTop)} px, ${state.missing} ticks without the list)` : 'did not start';
  console.log(`Scrolling:                   popover ${scrolled(popoverScroll)}; table ${scrolled(tableScroll)}`);
  console.log(`/admin/presence:             ${finalUrl}: ${tables} table(s), ${rows} rows rendered 2 s after the events stopped (virtualised); status "${(summaryText ?? '').trim().slice(0, 80)}"`);
  console.table([summarize(tasks, phases[0]!), ...measured.map((phase) => summarize(tasks, phase))]);
  console.log(`Long tasks in the measured ${(measuredMs / 1000).toFixed(1)} s: ${judgedTasks.length}, over ${LONG_TASK_LIMIT_MS} ms: ${over.length}`);
  if (consoleErrors.length) console.log(`Browser errors (${consoleErrors.length}):\n  ${consoleErrors.slice(0, 5).join('\n  ')}`);
  const pass = over.length === 0;
  console.log(
    pass
      ? `PASS: no long task over ${LONG_TASK_LIMIT_MS} ms with ${USERS} users and ${RATE} events/s`
      : `FAIL: ${over.length} long task(s) over ${LONG_TASK_LIMIT_MS} ms (max ${Math.round(Math.max(...over.map((t) => t.duration)))} ms)`,
  );
  return pass ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error('Benchmark failed:', error);
  exitCode = 2;
} finally {
  await cleanup();
  log('cleaned up');
}
process.exit(exitCode);
