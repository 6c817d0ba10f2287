// Budgets the JavaScript of every route's first load in the production build (`npm run build` → dist/).
//
// First load of a route = the scripts dist/index.html loads or preloads (`<script src>`,
// `<link rel="preload" as="script">`, `<link rel="modulepreload">`) + every chunk of the lazy
// route modules the router fetches at once for that URL: each matched route's `page(loader, …)`,
// layouts included, with everything those modules import, and on a signed-in page the session
// model (`firstLoadGroups`; the server preloads exactly these with a `Link` header).
// Chunks fetched without holding up the page's first paint are not in it: the app's services, a
// guest page's form (its frame paints first), the shell's menus and search, dialogs, charts. The
// routes and their loaders are read from src/app/router/routes.tsx (parsed with TypeScript,
// nothing run); dist/manifest.json (written by rsbuild.config.ts) lists the files of each named
// chunk group. Sizes are gzip (default level, as rsbuild reports them),
// kB = 1000 bytes: what a browser downloads is the Brotli copy, a little smaller.
//
// Budgets (issue #10): guest pages ≤ 110 kB, /dashboard ≤ 150 kB, any other route ≤ 170 kB.
// Also checked: the chart library (the `chart-uplot` chunk group) is in no route's first load,
// and neither is any Sentry code (`sentryInFirstLoad`: the `error-reporting-sentry` chunk group's
// files, and any first-load file whose text carries a string only Sentry's code has).
//
//   node scripts/check-bundle-size.mjs [--dist=dist] [--routes=src/app/router/routes.tsx]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const GUEST_PAGES = ['/login', '/signup', '/verify', '/forgot-password', '/reset-password', '/email/', '/mobile'];

/** The budget of a route (kB gzip) and why. */
export function budgetOf(url) {
  if (GUEST_PAGES.some((prefix) => (prefix.endsWith('/') ? url.startsWith(prefix) : url === prefix))) {
    return { kb: 110, kind: 'guest page' };
  }
  if (url === '/dashboard') return { kb: 150, kind: 'dashboard' };
  return { kb: 170, kind: 'other' };
}

const CHART_GROUP = 'chart-uplot';

/** The chunk group of Sentry's dynamic import (src/shared/lib/error-reporting/report-error.ts). */
export const SENTRY_GROUP = 'error-reporting-sentry';

/**
 * Strings only Sentry's code carries, kept by minification (property names): `__SENTRY__`, the
 * global every part of the SDK reads (@sentry/core carrier.js), and `sentry_key`, the DSN's key in
 * the URL events are sent to (@sentry/core api.js). The app's own first-load code names neither
 * (its setting is `PUBLIC_SENTRY_DSN`).
 */
export const SENTRY_MARKERS = ['__SENTRY__', 'sentry_key'];

/**
 * The files of a first load that hold Sentry code, each with why: it belongs to the Sentry chunk
 * group, or its text has a Sentry marker (which also catches Sentry imported statically, where
 * no chunk group would name it).
 */
export function sentryInFirstLoad(files, { sentryFiles, textOf }) {
  return files.flatMap((file) => {
    const markers = SENTRY_MARKERS.filter((marker) => textOf(file).includes(marker));
    if (sentryFiles.has(file)) return [{ file, why: `in the "${SENTRY_GROUP}" chunk group` }];
    return markers.length > 0 ? [{ file, why: `contains ${markers.join(', ')}` }] : [];
  });
}

/**
 * The chunk groups a route's first load takes: its layouts' and page's, and on a signed-in page
 * (one under a `layout-*`) the session model, which verifies the stored token before the page can
 * show. The server preloads the same files (`scripts/build/route-preloads.mjs`).
 */
export function firstLoadGroups(groups) {
  return groups.some((group) => group.startsWith('layout-')) ? [...groups, 'session-model'] : groups;
}

const option = (name, fallback) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
};

function fail(message) {
  console.error(`check-bundle-size: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------- the route table

/**
 * Every route of `routes.tsx` that renders a page: its URL and the chunk groups (the
 * `webpackChunkName`s) of its own lazy module and of every lazy route above it.
 */
export function routesWithChunks(source, fileName = 'routes.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const loaders = new Map(); // const auth = () => import(/* webpackChunkName: "page-auth" */ …)
  const constants = new Map(); // const dashboardRoutes: RouteObject[] = [...], NOT_FOUND_PATH = '/404'
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const text = declaration.initializer.getFullText(file);
      const chunk = /^\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"/.exec(text);
      if (chunk) loaders.set(declaration.name.text, chunk[1]);
      else constants.set(declaration.name.text, declaration.initializer);
    }
  }

  const resolve = (node) => {
    while (node && ts.isIdentifier(node) && constants.has(node.text)) node = constants.get(node.text);
    return node;
  };
  const stringValue = (node) => {
    const value = resolve(node);
    return value && ts.isStringLiteralLike(value) ? value.text : undefined;
  };
  /** Loader names used anywhere under `node` (`page(auth, …)`, `lazy: () => auth()…`). */
  const loadersUnder = (node) => {
    const found = [];
    const visit = (child) => {
      if (ts.isIdentifier(child) && loaders.has(child.text)) found.push(loaders.get(child.text));
      ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  };
  const join = (base, path) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

  const pages = [];
  /** Walks an expression that stands for a list of routes. */
  const walkList = (node, base, groups) => {
    node = resolve(node);
    if (!node) return;
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) {
        if (ts.isSpreadElement(element)) walkList(element.expression, base, groups);
        else walkRoute(element, base, groups);
      }
    } else if (ts.isCallExpression(node)) {
      // `withinErrorBoundary(dashboardRoutes)`: a helper that wraps a list; `Object.entries(…).map`
      // (the redirects) has no list argument and renders no page.
      for (const argument of node.arguments) {
        const value = resolve(argument);
        if (value && (ts.isArrayLiteralExpression(value) || ts.isCallExpression(value))) walkList(value, base, groups);
      }
    } else if (ts.isParenthesizedExpression(node)) {
      walkList(node.expression, base, groups);
    }
  };
  const walkRoute = (node, base, groups) => {
    node = resolve(node);
    if (!node || !ts.isObjectLiteralExpression(node)) return;
    let path;
    let index = false;
    let children;
    const own = [...groups];
    for (const property of node.properties) {
      const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
      if (ts.isPropertyAssignment(property) && name === 'path') path = stringValue(property.initializer);
      else if (ts.isPropertyAssignment(property) && name === 'index') index = property.initializer.kind === ts.SyntaxKind.TrueKeyword;
      else if (ts.isPropertyAssignment(property) && name === 'children') children = property.initializer;
      else for (const group of loadersUnder(property)) if (!own.includes(group)) own.push(group);
    }
    const url = path === undefined ? base : join(base, path);
    if (children) walkList(children, url, own);
    else if ((index || path !== undefined) && own.length > groups.length && !url.includes('*')) {
      pages.push({ url, groups: own });
    }
  };

  const routes = constants.get('routes');
  if (!routes) throw new Error(`no \`export const routes\` in ${fileName}`);
  walkList(routes, '/', []);
  return pages;
}

// ---------------------------------------------------------------- sizes

function main() {
  const dist = option('dist', 'dist');
  const routesFile = option('routes', 'src/app/router/routes.tsx');
  const htmlPath = join(dist, 'index.html');
  const manifestPath = join(dist, 'manifest.json');
  if (!existsSync(htmlPath) || !existsSync(manifestPath)) {
    fail(`${htmlPath} or ${manifestPath} is missing: run \`npm run build\` first.`);
  }

  const html = readFileSync(htmlPath, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const isJs = (file) => /\.m?js$/.test(file);
  const normalize = (src) => src.replace(/^\//, '').replace(/[?#].*$/, '');

  // What index.html makes the browser fetch at once, in document order.
  const htmlScripts = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"|<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bhref="([^"]+)")[^>]*>/g),
  ]
    .map((match) => normalize(match[1] ?? match[2]))
    .filter(isJs);
  if (htmlScripts.length === 0) fail(`no <script src> in ${htmlPath}`);
  const initial = [...new Set(htmlScripts)];

  const gzipKb = new Map();
  const sizeOf = (file) => {
    if (!gzipKb.has(file)) {
      const path = join(dist, file);
      if (!existsSync(path)) fail(`${file} (from the manifest or index.html) is not in ${dist}/`);
      gzipKb.set(file, gzipSync(readFileSync(path)).length / 1000);
    }
    return gzipKb.get(file);
  };

  const chartFiles = new Set((manifest.groups?.[CHART_GROUP] ?? []).filter(isJs));
  if (chartFiles.size === 0) fail(`no "${CHART_GROUP}" chunk group in ${manifestPath}`);

  const texts = new Map();
  const textOf = (file) => {
    if (!texts.has(file)) {
      if (!existsSync(join(dist, file))) fail(`${file} (from the manifest or index.html) is not in ${dist}/`);
      texts.set(file, readFileSync(join(dist, file), 'utf8'));
    }
    return texts.get(file);
  };
  // The Sentry chunk group is missing only when the build dropped the import as dead code; when
  // it is there, its files must carry the markers, or the marker scan has gone stale.
  const sentryFiles = new Set((manifest.groups?.[SENTRY_GROUP] ?? []).filter(isJs));
  if (sentryFiles.size === 0) {
    console.log(`(no "${SENTRY_GROUP}" chunk group in ${manifestPath}: first loads are scanned for ${SENTRY_MARKERS.join(', ')} only)`);
  } else if (![...sentryFiles].some((file) => SENTRY_MARKERS.some((marker) => textOf(file).includes(marker)))) {
    fail(`none of ${SENTRY_MARKERS.join(', ')} is in the "${SENTRY_GROUP}" chunk group: update SENTRY_MARKERS`);
  }

  const pages = routesWithChunks(readFileSync(routesFile, 'utf8'), routesFile);
  if (pages.length === 0) fail(`no routes with lazy pages found in ${routesFile}`);

  const entryKb = initial.reduce((sum, file) => sum + sizeOf(file), 0);
  console.log(`index.html loads (every route): ${entryKb.toFixed(1)} kB gzip`);
  for (const file of initial) console.log(`  ${file.padEnd(48)}  ${sizeOf(file).toFixed(1).padStart(6)} kB`);

  const results = pages.map(({ url, groups: routeGroups }) => {
    const groups = firstLoadGroups(routeGroups);
    const files = [];
    const seen = new Set(initial);
    for (const group of groups) {
      const groupFiles = manifest.groups?.[group];
      if (!groupFiles) fail(`no "${group}" chunk group in ${manifestPath} (for ${url})`);
      for (const file of groupFiles.filter(isJs)) {
        if (seen.has(file)) continue;
        seen.add(file);
        files.push(file);
      }
    }
    const routeKb = files.reduce((sum, file) => sum + sizeOf(file), 0);
    const charts = [...initial, ...files].filter((file) => chartFiles.has(file));
    const sentry = sentryInFirstLoad([...initial, ...files], { sentryFiles, textOf });
    return { url, groups, files, totalKb: entryKb + routeKb, routeKb, budget: budgetOf(url), charts, sentry };
  });

  const urlWidth = Math.max(...results.map((result) => result.url.length));
  console.log(`\nFirst-load JavaScript per route (kB gzip: index.html + the route's lazy chunks)`);
  console.log(`  ${'route'.padEnd(urlWidth)}  ${'total'.padStart(6)}  ${'budget'.padStart(6)}  ${'route'.padStart(6)}  chunk groups`);
  let failed = false;
  for (const result of results) {
    const over = result.totalKb > result.budget.kb;
    if (over || result.charts.length > 0 || result.sentry.length > 0) failed = true;
    const verdict = over ? `  OVER BUDGET by ${(result.totalKb - result.budget.kb).toFixed(1)} kB` : '';
    const charts = result.charts.length > 0 ? `  the chart library is in the first load (${result.charts.join(', ')})` : '';
    const sentry =
      result.sentry.length > 0
        ? `  Sentry is in the first load (${result.sentry.map(({ file, why }) => `${file}: ${why}`).join('; ')})`
        : '';
    console.log(
      `  ${result.url.padEnd(urlWidth)}  ${result.totalKb.toFixed(1).padStart(6)}  ${String(result.budget.kb).padStart(6)}  ${result.routeKb.toFixed(1).padStart(6)}  ${result.groups.join(' + ')}${verdict}${charts}${sentry}`,
    );
  }

  if (failed) fail('over budget, or the chart library or Sentry in a first load (see above).');
  console.log('\ncheck-bundle-size: every route within budget.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
