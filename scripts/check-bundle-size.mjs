// Budgets the JavaScript of a page's first load in the production build (`npm run build` → dist/).
//
// First load of a page = the scripts of dist/index.html (the entry's initial chunks) + every chunk
// of the route chunks the router fetches at once for that URL (the layout's and the page's lazy
// `import()`s, named with `webpackChunkName` in src/app/router/routes.tsx). dist/manifest.json
// (written by rsbuild.config.ts) lists the files of each named chunk group. Sizes are gzip
// (default level, as rsbuild reports them), kB = 1000 bytes.
//
// Also checked: the chart library (the `chart-uplot` chunk group) is in no page's first load.
//
//   node scripts/check-bundle-size.mjs [--dist=dist]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue #4: the dashboard's first load stays ≤ 170 kB gzip. The other pages are reported. */
const PAGES = [
  { url: '/dashboard', groups: ['layout-dashboard', 'page-dashboard'], budgetKb: 170 },
  { url: '/admin', groups: ['layout-admin', 'page-admin-overview'] },
  { url: '/login', groups: ['page-auth'] },
];
const CHART_GROUP = 'chart-uplot';

const distArg = process.argv.find((arg) => arg.startsWith('--dist='));
const dist = distArg ? distArg.slice('--dist='.length) : 'dist';

function fail(message) {
  console.error(`check-bundle-size: ${message}`);
  process.exit(1);
}

const htmlPath = join(dist, 'index.html');
const manifestPath = join(dist, 'manifest.json');
if (!existsSync(htmlPath) || !existsSync(manifestPath)) {
  fail(`${htmlPath} or ${manifestPath} is missing: run \`npm run build\` first.`);
}

const html = readFileSync(htmlPath, 'utf8');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const isJs = (file) => file.endsWith('.js');
const normalize = (src) => src.replace(/^\//, '').replace(/[?#].*$/, '');

// The initial scripts, in document order, as the browser sees them.
const initial = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => normalize(match[1]));
if (initial.length === 0) fail(`no <script src> in ${htmlPath}`);

const gzipKb = new Map();
function sizeOf(file) {
  if (!gzipKb.has(file)) {
    const path = join(dist, file);
    if (!existsSync(path)) fail(`${file} (from the manifest or index.html) is not in ${dist}/`);
    gzipKb.set(file, gzipSync(readFileSync(path)).length / 1000);
  }
  return gzipKb.get(file);
}

const chartFiles = new Set((manifest.groups?.[CHART_GROUP] ?? []).filter(isJs));
if (chartFiles.size === 0) fail(`no "${CHART_GROUP}" chunk group in ${manifestPath}`);

let failed = false;
for (const { url, groups, budgetKb } of PAGES) {
  const rows = initial.map((file) => ({ file, from: 'index.html' }));
  const seen = new Set(initial);
  for (const group of groups) {
    const files = manifest.groups?.[group];
    if (!files) fail(`no "${group}" chunk group in ${manifestPath} (for ${url})`);
    for (const file of files.filter(isJs)) {
      if (seen.has(file)) continue;
      seen.add(file);
      rows.push({ file, from: group });
    }
  }
  const total = rows.reduce((sum, row) => sum + sizeOf(row.file), 0);
  const width = Math.max(...rows.map((row) => row.file.length), 10);

  console.log(`\nFirst load of ${url}${budgetKb ? ` (budget ${budgetKb} kB gzip)` : ''}`);
  for (const row of rows) {
    console.log(`  ${row.file.padEnd(width)}  ${sizeOf(row.file).toFixed(1).padStart(6)} kB  ${row.from}`);
  }
  const verdict = budgetKb === undefined ? '' : total <= budgetKb ? '  ok' : `  OVER BUDGET by ${(total - budgetKb).toFixed(1)} kB`;
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} kB${verdict}`);
  if (budgetKb !== undefined && total > budgetKb) failed = true;

  const charts = rows.filter((row) => chartFiles.has(row.file));
  if (charts.length > 0) {
    console.log(`  the chart library is in the first load: ${charts.map((row) => row.file).join(', ')}`);
    failed = true;
  }
}

if (failed) fail('over budget (see above).');
console.log('\ncheck-bundle-size: within budget.');
