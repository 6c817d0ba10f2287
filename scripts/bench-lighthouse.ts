// Lighthouse benchmark (issue #10's speed targets): the mobile preset (Lighthouse's default: a
// Moto G Power-sized screen, 4× CPU slowdown, simulated slow 4G) on three pages of the built app,
// with the demo data:
//   /login            as a visitor
//   /dashboard        as the demo artist
//   /admin/artists    as the demo admin
// For each it prints performance, LCP, TBT and CLS (the median of `--runs` runs) and exits 1 when
// one misses: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02. A benchmark, not a test:
// the figures depend on the machine and its load (printed with them). Lighthouse multiplies the
// main thread's observed work by 4 whatever the machine, so each run also prints its benchmark
// index (Lighthouse's own measure of the machine's speed then): on this project's 2-core VM it
// ranged from 1,300 to 2,200 within an hour, and TBT with it (250 to 700 ms on the same build).
//
//   npm run bench:lighthouse                      # builds if dist/ is missing, starts the server
//   npm run bench:lighthouse -- --runs 5          # median of 5 runs per page (default 3)
//   npm run bench:lighthouse -- --base-url https://staging.example.com   # a running deployment
//   npm run bench:lighthouse -- --save /tmp/lh   # also writes each run's report (JSON) there
//   npm run bench:lighthouse -- --explain        # also prints each run's simulated LCP critical path
//   npm run bench:lighthouse -- --page /admin/artists   # only that page (repeatable); exits 1 for an unknown one
//
// Without --base-url it starts the reference server (`tsx server/index.ts`) on 127.0.0.1:--port
// (3195) with a fresh temp DATA_DIR (demo data and accounts load on start) and serves dist/ as
// `npm start` does; it stops the server and removes the temp dir on exit, also on error.
// Chromium: CHROME_PATH (default /usr/bin/chromium), `--headless=new --no-sandbox
// --disable-dev-shm-usage`. Signed-in pages: the token from `POST /api/auth/login` is put in
// localStorage (where the app keeps it) on a page that loads none of the app, then the HTTP
// cache, the service worker and Cache Storage are cleared, so every run is a cold load.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer from 'puppeteer-core';
import { TOKEN_STORAGE_KEY } from '../src/shared/lib/session-token/token-store';
import { signInToken } from './bench-sign-in.js';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    port: { type: 'string', default: '3195' },
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    explain: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];

const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 } as const;
const PAGES: { path: string; account?: string }[] = [
  { path: '/login' },
  { path: '/dashboard', account: 'artist@demo.test' },
  { path: '/admin/artists', account: 'admin@demo.test' },
];

interface Figures {
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

// ---------------------------------------------------------------- clean-up

let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const tempDirs: string[] = [];
let cleanedUp = false;

async function cleanup(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  await chrome?.kill();
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise<void>((resolve) => server!.once('exit', () => resolve()));
    try {
      process.kill(-server.pid, 'SIGTERM'); // its own process group (npx/tsx and the server)
    } catch {
      server.kill('SIGTERM');
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}

// ---------------------------------------------------------------- the server

async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    if (server && server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${baseUrl}/api/health did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function startServer(port: number): Promise<string> {
  if (!existsSync(join(ROOT, 'dist/index.html'))) {
    console.log('dist/ is missing: building the app (npm run build)…');
    if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
      throw new Error('the build failed');
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'royalty-desk-lighthouse-'));
  tempDirs.push(dataDir);
  server = spawn('npx', ['tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`Starting the reference server on ${baseUrl} with demo data (DATA_DIR ${dataDir})…`);
  await waitForHealth(baseUrl, 180_000);
  return baseUrl;
}

// ---------------------------------------------------------------- Lighthouse

/**
 * Sets (or clears) the stored token on the app's origin and empties the HTTP cache, the service
 * worker and its caches, so that each run is a first visit.
 */
async function prepareBrowser(baseUrl: string, token: string | null): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome!.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/api/health`); // the origin, without loading (and caching) the app
    await page.evaluate(
      (key, value) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
      TOKEN_STORAGE_KEY,
      token,
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    // A cold visit: the service worker an earlier run installed would answer from its cache.
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

type LanternNode = Lantern.Graph.Node;

/** A node of Lantern's graph in a line: a request (path, priority, size) or a main-thread task. */
function describeNode(node: LanternNode, origin: string): string {
  if (node.type === 'network') {
    const { url, priority, transferSize } = node.request;
    return `${url.replace(origin, '').slice(0, 80)} (${priority}, ${(transferSize / 1024).toFixed(1)} kB)`;
  }
  const scripts = [...node.getEvaluateScriptURLs()].map((url) => url.replace(/^.*\//, ''));
  return `main-thread task, ${(node.duration / 1000).toFixed(1)} ms observed${scripts.length ? `, runs ${scripts.join(', ')}` : ''}`;
}

/**
 * `--explain`: Lighthouse does not measure LCP on a slow phone, it simulates it (Lantern) from
 * the fast load it observed: every request and script task that ended before the observed paint
 * is replayed on the throttled network and CPU. This prints, for the run just made, the chain of
 * that simulation that ended last (each node after the one it waited for), for the optimistic and
 * pessimistic estimates that LCP averages: what to shorten to lower the figure. (The simulator
 * keeps the graphs of its last run.)
 */
function printLcpCriticalPaths(origin: string): void {
  for (const estimate of ['optimistic', 'pessimistic']) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(`${estimate}LargestContentfulPaint`);
    if (!timings || timings.size === 0) continue;
    const ending = [...timings.entries()].reduce((last, entry) => (entry[1].endTime > last[1].endTime ? entry : last));
    const chain: LanternNode[] = [];
    for (let node: LanternNode | undefined = ending[0]; node; ) {
      chain.unshift(node);
      node = node
        .getDependencies()
        .filter((dependency) => timings.has(dependency))
        .sort((a, b) => timings.get(b)!.endTime - timings.get(a)!.endTime)[0];
    }
    console.log(`    ${estimate} LCP ${Math.round(ending[1].endTime)} ms, the chain that ended last:`);
    for (const node of chain) {
      const { startTime, endTime } = timings.get(node)!;
      console.log(`      ${String(Math.round(startTime)).padStart(5)} → ${String(Math.round(endTime)).padStart(5)} ms  ${describeNode(node, origin)}`);
    }
  }
}

async function measure(url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome!.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The stored token set above must survive; the cache was cleared by hand.
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
  }
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(values.save, name), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/**
 * One cold load of the page. Lighthouse sometimes loses the trace of a load (NO_NAVSTART, "Please
 * run Lighthouse again"); such a run is tried once more.
 */
async function measureColdLoad(baseUrl: string, path: string, account?: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    await prepareBrowser(baseUrl, account ? await signInToken(baseUrl, account) : null);
    try {
      return await measure(`${baseUrl}${path}`);
    } catch (error) {
      if (attempt > 1 || !(error instanceof Error) || !/run Lighthouse again/i.test(error.message)) throw error;
      console.log(`  ${path}: ${error.message} Running it again.`);
    }
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function misses(figures: Figures): string[] {
  const out: string[] = [];
  if (figures.performance < TARGETS.performance) out.push(`performance < ${TARGETS.performance}`);
  if (figures.lcpMs > TARGETS.lcpMs) out.push(`LCP > ${TARGETS.lcpMs / 1000} s`);
  if (figures.tbtMs > TARGETS.tbtMs) out.push(`TBT > ${TARGETS.tbtMs} ms`);
  if (figures.cls > TARGETS.cls) out.push(`CLS > ${TARGETS.cls}`);
  return out;
}

/** The pages `--page` names (all when none); an unknown one is an error, not a silent skip. */
function selectedPages(): typeof PAGES {
  const wanted = values.page ?? [];
  const unknown = wanted.filter((path) => !PAGES.some((page) => page.path === path));
  if (unknown.length > 0) throw new Error(`--page ${unknown.join(', ')}: not one of ${PAGES.map((page) => page.path).join(', ')}`);
  return wanted.length === 0 ? PAGES : PAGES.filter((page) => wanted.includes(page.path));
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

async function main(): Promise<number> {
  const pages = selectedPages();
  console.log(`Machine: ${cpus().length} cores, load average ${load()} (1, 5, 15 min)`);
  const baseUrl = values['base-url']?.replace(/\/$/, '') ?? (await startServer(Number(values.port)));
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });

  const rows: { path: string; figures: Figures; runs: Figures[] }[] = [];
  for (const { path, account } of pages) {
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = await measureColdLoad(baseUrl, path, account);
      console.log(
        `  ${path} run ${run}/${RUNS}: performance ${figures.performance}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)} (machine benchmark index ${Math.round(figures.benchmarkIndex)})`,
      );
      if (values.explain) printLcpCriticalPaths(new URL(baseUrl).origin);
      runs.push(figures);
    }
    const figures: Figures = {
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      performance: median(runs.map((r) => r.performance)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
    };
    rows.push({ path, figures, runs });
  }

  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile preset, ${baseUrl}`);
  console.log(
    `targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}\n`,
  );
  console.log(`  ${'page'.padEnd(16)} ${'perf'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)} ${'bench. index'.padStart(12)}`);
  let failed = false;
  for (const { path, figures } of rows) {
    const missed = misses(figures);
    if (missed.length > 0) failed = true;
    console.log(
      `  ${path.padEnd(16)} ${String(figures.performance).padStart(5)} ${`${(figures.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(figures.tbtMs)} ms`.padStart(8)} ${figures.cls.toFixed(3).padStart(7)} ${String(Math.round(figures.benchmarkIndex)).padStart(12)}  ${missed.length ? `MISSES: ${missed.join(', ')}` : 'ok'}`,
    );
  }
  console.log(`\nLoad average at the end: ${load()}`);
  return failed ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanup();
    process.exit(1);
  });
