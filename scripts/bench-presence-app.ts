// Presence app benchmark: the built app, signed in as the demo admin, with 10,000 online users on
// the admin feed and 100 feed events per second, watched with a `longtask` PerformanceObserver.
// Goal: no long task over 50 ms while the header badge, the online-users popover (scrolled) and
// /admin/presence (the full table, scrolled) are shown.
//
//   npx tsx scripts/bench-presence-app.ts [-- --users 10000 --rate 100 --seconds 20]
//   npx tsx scripts/bench-presence-app.ts --profile /tmp/presence.cpuprofile [--screenshot /tmp/table.png]
//   npx tsx scripts/bench-presence-app.ts --trace /tmp/presence-trace.json
//
// `--trace FILE` (diagnostics): records a Chrome trace of the measured phases (open it in
// DevTools' Performance panel) and prints, per phase, where the main thread's time went (script,
// style, layout, paint, GC) and the make-up of each long task.
// `--profile FILE` (diagnostics; the figures still count): builds with source maps, records a CPU
// profile of the measured phases, writes it to FILE and prints where the busiest stretches of the
// main thread went, by source file and function.
//
// It builds the app into a temp dir with PUBLIC_PRESENCE_URL pointing at a fake stream server
// (127.0.0.1:3191), starts the reference server on 127.0.0.1:3190 with a fresh temp data dir, and
// drives Chromium with Playwright. Loopback only; stops by itself (hard limit 3 minutes) and removes
// its processes and temp dirs on exit, also on error.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
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
    profile: { type: 'string' },
    screenshot: { type: 'string' },
    trace: { type: 'string' },
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

interface LongFrame {
  start: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: {
    invoker: string;
    invokerType: string;
    source: string;
    start: number;
    duration: number;
    forcedStyleAndLayout: number;
  }[];
}

/** What a long task's animation frame spent its time on (scripts, then style and layout). */
function breakdown(task: LongTask, frames: LongFrame[]): string {
  const overlap = (f: LongFrame) =>
    Math.min(f.start + f.duration, task.start + task.duration) - Math.max(f.start, task.start);
  const frame = frames.reduce<LongFrame | null>((best, f) => (overlap(f) > (best ? overlap(best) : 0) ? f : best), null);
  if (!frame) return 'no long-animation-frame entry';
  const scripts = frame.scripts
    .filter((script) => script.duration >= 5)
    .map(
      (script) =>
        `${script.invokerType} ${script.invoker.slice(0, 60)} ${Math.round(script.duration)} ms` +
        (script.forcedStyleAndLayout >= 5 ? ` (forced layout ${Math.round(script.forcedStyleAndLayout)} ms)` : '') +
        ` [${script.source.trim().slice(0, 60)}]`,
    );
  const styleAndLayout = frame.styleAndLayoutStart ? frame.start + frame.duration - frame.styleAndLayoutStart : 0;
  const render = frame.renderStart ? frame.styleAndLayoutStart - frame.renderStart : 0;
  return [
    `frame ${Math.round(frame.duration)} ms`,
    `rendering (rAF, observers) ${Math.round(render)} ms, style and layout ${Math.round(styleAndLayout)} ms`,
    ...scripts,
  ].join('; ');
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
  // Long animation frames (where supported): what the time went to (scripts, style and layout),
  // to tell which work a long task was. Diagnostics only; the verdict is on the long tasks.
  const frames50 = [];
  window.__longFrames = frames50;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        frames50.push({
          start: entry.startTime,
          duration: entry.duration,
          renderStart: entry.renderStart,
          styleAndLayoutStart: entry.styleAndLayoutStart,
          scripts: (entry.scripts || []).map((script) => ({
            invoker: script.invoker,
            invokerType: script.invokerType,
            source: (script.sourceFunctionName || '') + ' ' + (script.sourceURL || '').split('/').pop() + ':' + script.sourceCharPosition,
            start: script.startTime,
            duration: script.duration,
            forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Not supported: no breakdown.
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

// ── CPU profile (--profile) ──────────────────────────────────────────────────────────────────

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** `src/…/file.ts:line name` for a frame of the built app, through its source map. */
function frameNamer(distDir: string) {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      let map: SourceMap | null = null;
      try {
        const path = join(distDir, new URL(url).pathname);
        map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
      } catch {
        /* no map */
      }
      maps.set(url, map);
    }
    return maps.get(url) ?? null;
  };
  return ({ functionName, url, lineNumber, columnNumber }: CpuProfile['nodes'][number]['callFrame']) => {
    if (!url) return functionName || '(anonymous)';
    const entry = mapOf(url)?.findEntry(lineNumber, columnNumber);
    if (entry && 'originalSource' in entry && entry.originalSource) {
      const source = entry.originalSource.replace(/^.*?(node_modules\/|src\/)/, '$1');
      const original = (entry as { name?: string }).name;
      return `${original || functionName || '(anonymous)'} ${source}:${entry.originalLine + 1}`;
    }
    return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
  };
}

/**
 * Per measured phase: self time by frame, and time including callees for the app's own functions
 * (`src/`); then the busy stretches (no idle sample) over the limit, each with its top frames.
 * Sample times are placed on the page's clock from `pageMsAtStart` (read just after starting).
 */
function printProfile(profile: CpuProfile, distDir: string, phases: Phase[], pageMsAtStart: number): void {
  const name = frameNamer(distDir);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = new Map<number, string>();
  const labelOf = (id: number) => {
    if (!label.has(id)) label.set(id, name(nodes.get(id)!.callFrame));
    return label.get(id)!;
  };
  /** The distinct frames of a sample's stack (for time including callees). */
  const stackOf = (id: number) => {
    const frames = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.add(labelOf(at));
    frames.delete('(root)');
    return frames;
  };
  const top = (times: Map<string, number>, count: number, filter: (frame: string) => boolean = () => true) =>
    [...times]
      .filter(([frame]) => filter(frame))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([frame, us]) => `      ${(us / 1000).toFixed(1).padStart(7)} ms  ${frame}`)
      .join('\n');
  const add = (times: Map<string, number>, frame: string, us: number) => times.set(frame, (times.get(frame) ?? 0) + us);
  const own = (frame: string) => frame.includes(' src/');

  const perPhase = phases.map(() => ({ self: new Map<string, number>(), inclusive: new Map<string, number>(), busyUs: 0 }));
  const stretches: { at: number; ms: number; self: Map<string, number>; inclusive: Map<string, number> }[] = [];
  let stretch = { at: 0, us: 0, self: new Map<string, number>(), inclusive: new Map<string, number>() };
  const endStretch = () => {
    if (stretch.us > LONG_TASK_LIMIT_MS * 1000) stretches.push({ ...stretch, ms: stretch.us / 1000 });
    stretch = { at: 0, us: 0, self: new Map(), inclusive: new Map() };
  };
  const deltas = profile.timeDeltas ?? [];
  let elapsedUs = 0;
  (profile.samples ?? []).forEach((id, index) => {
    elapsedUs += deltas[index] ?? 0;
    const us = deltas[index + 1] ?? 0;
    const frame = labelOf(id);
    if (frame === '(idle)') return endStretch();
    const at = pageMsAtStart + elapsedUs / 1000;
    const stack = stackOf(id);
    const phase = phases.findIndex((p) => at >= p.from && at < p.to);
    if (phase >= 0) {
      add(perPhase[phase]!.self, frame, us);
      for (const caller of stack) add(perPhase[phase]!.inclusive, caller, us);
      perPhase[phase]!.busyUs += us;
    }
    if (stretch.us === 0) stretch.at = at;
    add(stretch.self, frame, us);
    for (const caller of stack) add(stretch.inclusive, caller, us);
    stretch.us += us;
  });
  endStretch();

  phases.forEach((phase, index) => {
    const { self, inclusive, busyUs } = perPhase[index]!;
    console.log(`  "${phase.name}": main thread busy ${Math.round(busyUs / 1000)} ms; self time:`);
    console.log(top(self, 10));
    console.log('    including callees (src/ only):');
    console.log(top(inclusive, 12, own));
  });
  console.log(`  Busy stretches over ${LONG_TASK_LIMIT_MS} ms (no idle sample): ${stretches.length}`);
  for (const { at, ms, self, inclusive } of stretches.slice(0, 8)) {
    const phase = phases.find((p) => at >= p.from && at < p.to);
    const where = phase ? `+${((at - phase.from) / 1000).toFixed(2)} s in "${phase.name}"` : 'between phases';
    console.log(`    ${Math.round(ms)} ms at ${where}; self time:\n${top(self, 6)}\n      including callees (src/ only):`);
    console.log(top(inclusive, 8, own));
  }
}

// ── Chrome trace (--trace) ───────────────────────────────────────────────────────────────────

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
}

/** What the main thread's time went to, by kind of work. */
const TRACE_KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'Decode Image': 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  BlinkGC: 'gc',
  HitTest: 'hit test',
  ParseHTML: 'parse',
};

/** Per phase and per long task: time by kind of work on the page's main thread (nested script time counted once). */
function printTrace({ traceEvents }: { traceEvents: TraceEvent[] }, phases: Phase[], pageMsAtMark: number): void {
  const mark = traceEvents.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === 'bench-calibration');
  if (!mark) {
    console.log('  (no calibration mark in the trace)');
    return;
  }
  const main = traceEvents.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === mark.pid,
  );
  const tid = main?.tid ?? mark.tid;
  const toPageMs = (ts: number) => pageMsAtMark + (ts - mark.ts) / 1000;
  const events = traceEvents
    .filter((event) => event.pid === mark.pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const tasks = events.filter((event) => event.name === 'RunTask');

  /** Time by kind inside [from, to) (µs), counting only the outermost event of each kind. */
  const kindsWithin = (from: number, to: number) => {
    const byKind = new Map<string, number>();
    const openUntil = new Map<string, number>();
    for (const event of events) {
      if (event.ts < from) continue;
      if (event.ts >= to) break;
      const kind = TRACE_KINDS[event.name];
      if (!kind) continue;
      if ((openUntil.get(kind) ?? 0) > event.ts) continue;
      const end = Math.min(event.ts + event.dur!, to);
      openUntil.set(kind, end);
      byKind.set(kind, (byKind.get(kind) ?? 0) + (end - event.ts));
    }
    return [...byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, us]) => `${kind} ${(us / 1000).toFixed(1)}`)
      .join(', ');
  };
  for (const phase of phases) {
    const from = mark.ts + (phase.from - pageMsAtMark) * 1000;
    const to = mark.ts + (phase.to - pageMsAtMark) * 1000;
    const inPhase = tasks.filter((task) => task.ts >= from && task.ts < to);
    const busy = inPhase.reduce((sum, task) => sum + task.dur!, 0);
    console.log(`  "${phase.name}": tasks ${Math.round(busy / 1000)} ms; ms by kind: ${kindsWithin(from, to)}`);
    for (const task of inPhase.filter((t) => t.dur! > LONG_TASK_LIMIT_MS * 1000).slice(0, 12)) {
      console.log(
        `    task ${Math.round(task.dur! / 1000)} ms at +${((toPageMs(task.ts) - phase.from) / 1000).toFixed(2)} s: ` +
          kindsWithin(task.ts, task.ts + task.dur!),
      );
    }
  }
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
    [
      'rsbuild',
      'build',
      '--config',
      'rsbuild.config.ts',
      '--dist-path',
      distDir,
      '--log-level',
      'warn',
      ...(values.profile ? ['--source-map'] : []),
    ],
    { PUBLIC_PRESENCE_URL: `http://127.0.0.1:${STREAM_PORT}/api`, NODE_ENV: 'production' },
    'build',
  );
  const server = run(
    'npx',
    ['tsx', 'server/index.ts'],
    // The server names the stream's origin in the page's connect-src, as it does for any deployment with PUBLIC_PRESENCE_URL.
    {
      STATIC_DIR: distDir,
      DATA_DIR: dataDir,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_PRESENCE_URL: `http://127.0.0.1:${STREAM_PORT}/api`,
    },
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
  const cdp = values.profile ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
  }
  const pageMsAtProfileStart = cdp ? await page.evaluate(() => performance.now()) : 0;
  let traceCalibration: { pageMs: number } | null = null;
  if (values.trace) {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'],
    });
    // A mark in the trace at a known time on the page's clock.
    traceCalibration = {
      pageMs: await page.evaluate(() => {
        console.timeStamp('bench-calibration');
        return performance.now();
      }),
    };
  }
  log(`measuring ${MEASURE_MS / 1000} s while ${RATE} events/s flow`);
  await measure('idle header (badge only)', third, async () => undefined);
  let popoverScroll: Awaited<ReturnType<typeof stopScrolling>> = null;
  let tableScroll: Awaited<ReturnType<typeof stopScrolling>> = null;

  await measure('popover open + scrolling', third, async (deadline) => {
    // Clicked from inside the page: Playwright's own click waits behind the busy main thread
    // (actionability checks) and timed out in earlier runs.
    // (The button is named "Online users" plus its count, from a hidden label: found by its text.)
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('header button')].find((button) => button.textContent?.startsWith('Online users'))?.click(),
    );
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
  const profile = cdp ? (await cdp.send('Profiler.stop')).profile : null;
  const trace = values.trace ? await browser.stopTracing() : null;
  // Stop the events so the page can answer.
  if (ticker) clearInterval(ticker);
  ticker = null;
  await sleep(2000);
  const rows = await withTimeout(page.locator('tr[data-user-id]').count(), 10_000, -1);
  const tables = await withTimeout(page.locator('table').count(), 10_000, -1);
  const summaryText = await withTimeout(page.getByRole('status').first().textContent({ timeout: 5000 }), 10_000, '');
  // Row heights: a virtualised list whose rows differ in height re-measures as it scrolls.
  const rowHeights = await withTimeout(
    page.evaluate(() => {
      const heights: Record<number, number> = {};
      for (const row of document.querySelectorAll<HTMLElement>('tr[data-user-id]')) {
        heights[row.offsetHeight] = (heights[row.offsetHeight] ?? 0) + 1;
      }
      return heights;
    }),
    10_000,
    {},
  );
  if (values.screenshot) await withTimeout(page.screenshot({ path: values.screenshot }), 10_000, undefined);
  const finalUrl = page.url();

  const collected = await withTimeout(
    page.evaluate(() => {
      const w = window as unknown as {
        __longTasks?: LongTask[];
        __longTaskError?: string;
        __frames?: number[];
        __longFrames?: LongFrame[];
      };
      if (!w.__longTasks) return { tasks: [], error: 'the collector was not installed', frames: [], longFrames: [] };
      return { tasks: w.__longTasks, error: w.__longTaskError, frames: w.__frames ?? [], longFrames: w.__longFrames ?? [] };
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
  console.log(`/admin/presence:             ${finalUrl}: ${tables} table(s), ${rows} rows rendered 2 s after the events stopped (virtualised; heights in px: ${Object.entries(rowHeights).map(([px, n]) => `${n}×${px}`).join(', ') || 'none'}); status "${(summaryText ?? '').trim().slice(0, 80)}"`);
  console.table([summarize(tasks, phases[0]!), ...measured.map((phase) => summarize(tasks, phase))]);
  console.log(`Long tasks in the measured ${(measuredMs / 1000).toFixed(1)} s: ${judgedTasks.length}, over ${LONG_TASK_LIMIT_MS} ms: ${over.length}`);
  // Which phase had which long tasks over the limit, and what their frames spent the time on.
  for (const task of over.slice(0, 20)) {
    const phase = measured.find((p) => task.start >= p.from && task.start < p.to)!;
    console.log(
      `  ${Math.round(task.duration)} ms at +${((task.start - phase.from) / 1000).toFixed(2)} s in "${phase.name}": ` +
        breakdown(task, collected.longFrames),
    );
  }
  if (over.length > 20) console.log(`  … and ${over.length - 20} more`);
  if (trace && values.trace && traceCalibration) {
    writeFileSync(values.trace, trace);
    console.log(`Chrome trace of the measured phases: ${values.trace}`);
    printTrace(JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }, measured, traceCalibration.pageMs);
  }
  if (profile && values.profile) {
    writeFileSync(values.profile, JSON.stringify(profile));
    console.log(`CPU profile of the measured phases: ${values.profile}`);
    printProfile(profile, distDir, measured, pageMsAtProfileStart);
  }
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
