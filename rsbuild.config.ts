import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import CompressionPlugin from 'compression-webpack-plugin';
import { API_PREFIX } from './src/shared/config/api-url';
import { EARLY_PAGE_REQUESTS } from './src/app/router/early-page-requests';
import { TOKEN_STORAGE_KEY } from './src/shared/lib/session-token/token-store';

const require = createRequire(import.meta.url);
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `dist/manifest.json`: the entry's initial files and, for every named dynamic import (the route
 * chunks, `webpackChunkName` in `src/app/router/routes.tsx`), all the files that import loads.
 * `scripts/check-bundle-size.mjs` budgets the first load of a page from it.
 */
type ChunkLike = { files: Iterable<string>; groupsIterable: Iterable<GroupLike> };
type GroupLike = { name?: string | null; chunks: ChunkLike[] };

function chunkGroupsManifest({ files }: { files: { chunk?: unknown; isInitial: boolean; path: string }[] }) {
  const groups: Record<string, Set<string>> = {};
  const initial = new Set<string>();
  for (const file of files) {
    const chunk = file.chunk as ChunkLike | undefined;
    if (!chunk || !/\.(js|css)$/.test(file.path)) continue;
    if (file.isInitial) initial.add(file.path.replace(/^\//, ''));
    for (const group of chunk.groupsIterable) {
      if (!group.name) continue;
      const set = (groups[group.name] ??= new Set());
      for (const member of group.chunks) for (const name of member.files) if (/\.(js|css)$/.test(name)) set.add(name);
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    initial: sorted(initial),
    groups: Object.fromEntries(Object.entries(groups).map(([name, set]) => [name, sorted(set)])),
  };
}

/**
 * Brotli (`.br`) and gzip (`.gz`) copies beside every text asset of the production build, made
 * once at build time at the best ratio; the server picks one by the request's Accept-Encoding
 * (`@fastify/static` with `preCompressed`, server/http/web.ts). A copy that saves less than 20 %
 * is not written (the plugin's `minRatio`), and the plain file stays for clients that take neither.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const precompression = [
  new CompressionPlugin<BrotliOptions>({
    test: COMPRESSIBLE,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
  }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
  }),
];

/** Production builds: dist/route-preloads.json, what the server preloads for each page. */
const routePreloadsPlugin: RsbuildPlugin = {
  name: 'route-preloads',
  setup(api) {
    api.onAfterBuild(async () => {
      // @ts-expect-error -- a plain ESM build script without type declarations
      const { writeRoutePreloads } = await import('./scripts/build/route-preloads.mjs');
      writeRoutePreloads({ dist: api.context.distPath, routesFile: fromRoot('./src/app/router/routes.tsx') });
    });
  },
};

/** Production builds: dist/version.json, what open tabs poll to learn of a newer build. */
const versionFilePlugin: RsbuildPlugin = {
  name: 'version-file',
  setup(api) {
    api.onAfterBuild(async () => {
      // @ts-expect-error -- a plain ESM build script without type declarations
      const { writeVersionFile } = await import('./scripts/build/version-file.mjs');
      writeVersionFile({ dist: api.context.distPath, versionSourceFile: fromRoot('./src/shared/config/app-version.ts'), cwd: api.context.rootPath });
    });
  },
};

/** Production builds: dist/sw.js, the service worker (Workbox), over everything built before it. */
const serviceWorkerPlugin: RsbuildPlugin = {
  name: 'service-worker',
  setup(api) {
    api.onAfterBuild(async () => {
      // @ts-expect-error -- a plain ESM build script without type declarations
      const { writeServiceWorker } = await import('./scripts/build/service-worker.mjs');
      await writeServiceWorker({ dist: api.context.distPath });
    });
  },
};

const apiBaseUrl = (process.env.PUBLIC_API_URL?.trim() || API_PREFIX).replace(/\/+$/, '');

/**
 * The component catalogue (Storybook, `.storybook/main.ts`) builds with this config too: it takes
 * the aliases, React and Panda's loaders, not what only the app's production build writes
 * (precompressed copies, the manifest, route preloads, the version file, the service worker).
 */
const catalogue = process.env.STORYBOOK === 'true';

export default defineConfig(({ env }) => ({
  plugins: [pluginReact(), ...(env === 'production' && !catalogue ? [routePreloadsPlugin, versionFilePlugin, serviceWorkerPlugin] : [])],
  source: {
    entry: { index: './src/app/index.tsx' },
  },
  resolve: {
    alias: {
      '@': './src',
      'styled-system': './styled-system',
      // Effector's React bindings take `useSyncExternalStore` from the shim for React < 18; React 19
      // has it, and the shim's fallback need not be shipped.
      [require.resolve('use-sync-external-store/shim/index.js')]: require.resolve('use-sync-external-store'),
      [require.resolve('use-sync-external-store/shim/with-selector.js')]: require.resolve('use-sync-external-store/with-selector'),
    },
  },
  html: {
    title: 'Royalty Desk',
    template: './src/app/index.html',
    // The head script's requests go where the app's API client sends them (PUBLIC_API_URL).
    templateParameters: {
      tokenStorageKey: JSON.stringify(TOKEN_STORAGE_KEY),
      earlyVerifyUrl: JSON.stringify(`${apiBaseUrl}/auth/verify`),
      earlyPageRequests: JSON.stringify(
        Object.fromEntries(Object.entries(EARLY_PAGE_REQUESTS).map(([page, request]) => [page, `${apiBaseUrl}${request}`])),
      ),
    },
    favicon: './src/app/favicon.svg',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  output: {
    distPath: { root: 'dist' },
    cleanDistPath: true,
    // 6 hex digits tell versions apart as well as 8, and every page's script carries the hash of
    // each lazy chunk in its chunk map (~130 bytes gzip less on every first load).
    filenameHash: 'contenthash:6',
    manifest: catalogue ? false : { filename: 'manifest.json', generate: chunkGroupsManifest },
  },
  performance: {
    // The font is asked for with the page, not when the first text is laid out: it is there at the
    // first paint, and no text changes width (a layout shift) when it comes.
    preload: { type: 'all-assets', include: [/\.woff2$/] },
    // The first load is two scripts side by side: React's DOM renderer, and React, the router and
    // the app's frame (each more file costs ~0.5 kB gzip of what compresses better together).
    // Async chunks share their common parts (from 40 kB: fewer,
    // larger chunks compress better and shorten the chunk map every page's script carries), and
    // what every signed-in page needs is one chunk: React Query, Effector, the API client and its
    // address (PUBLIC_API_URL), the session (and its reporter), the selected artist, the reference lists and the opener of the artist verification
    // (the app shell's header and several pages offer it: each of their chunks carried a copy).
    // Left to the default split, each set of pages using a different part of them got its own
    // piece (query-core was in four), some twice.
    chunkSplit: {
      strategy: 'custom',
      splitChunks: {
        chunks: 'async',
        minSize: 40000,
        cacheGroups: {
          // React's DOM renderer (~55 kB Brotli) downloads beside the entry, not inside it: over
          // HTTP/1.1 the two arrive sooner side by side, each on its own connection, than as one
          // file (Lighthouse's simulated /dashboard: first paint ~2.05 → ~1.93 s).
          'lib-react-dom': {
            name: 'lib-react-dom',
            test: /node_modules[\\/](?:react-dom|scheduler)[\\/]/,
            chunks: 'initial',
            enforce: true,
          },
          // The upload client stays with the lazy forms that send files (it is not a first-load need).
          'lib-app': {
            name: 'lib-app',
            test: /node_modules[\\/](?:@tanstack[\\/](?:query-core|react-query)|effector|effector-react|use-sync-external-store|openapi-fetch)[\\/]|[\\/]src[\\/](?:shared[\\/]api(?![\\/](?:upload|offline-writes))|shared[\\/]config[\\/]api-url\.ts$|entities[\\/](?:session[\\/](?:model|api)|selected-artist|general-store[\\/]model)[\\/]|entities[\\/]session[\\/]ui[\\/]session-reporter\.tsx$|features[\\/]verify-artist[\\/]ui[\\/]lazy-verification\.tsx$)/,
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    // No preload hints in index.html: the server sends each page's own (a `Link` header with the
    // route's first-load chunks, dist/route-preloads.json written below).
  },
  tools: {
    rspack: {
      plugins: env === 'production' && !catalogue ? precompression : [],
      // Chunk ids by use, the most referenced shortest: every page's script carries the chunk map
      // and the route table's loaders. (A new chunk renumbers others; their files are hashed anyway.)
      optimization: env === 'production' && !catalogue ? { chunkIds: 'size' } : {},
      // Lazy chunks are named by id only: with their names in the file names, the chunk map
      // carried a second table (id → name, ~0.4 kB gzip on every first load). The names still
      // label the chunk groups of dist/manifest.json, which the budgets and preloads read.
      output: env === 'production' && !catalogue ? { chunkFilename: 'static/js/async/[id].[contenthash:6].js' } : {},
      module: {
        rules: [
          // Panda at build time (issue #10): static `css({...})` calls become their class names, and
          // recipes are light modules; neither needs Panda's runtime (see each loader's header).
          ...(env === 'production'
            ? [
                {
                  test: /\.tsx?$/,
                  include: [fromRoot('./src')],
                  exclude: /\.test\.tsx?$/,
                  enforce: 'pre' as const,
                  loader: fromRoot('./scripts/build/static-css-loader.mjs'),
                },
                {
                  test: /[\\/]styled-system[\\/]recipes[\\/](?!index\.mjs$|create-recipe\.mjs$)[^\\/]+\.mjs$/,
                  loader: fromRoot('./scripts/build/light-recipe-loader.mjs'),
                },
              ]
            : []),
          // Slices' public APIs (`index.ts`) only re-export, and components and Panda's generated
          // recipes only define things: what a chunk reaches through a barrel (`@/shared/ui`,
          // `@/entities/theme`, `styled-system/recipes`) but does not use is left out of it.
          // (Top-level `css()`/recipe calls would otherwise count as side effects and keep them.)
          { test: /[\\/]src[\\/].+[\\/]index\.ts$/, sideEffects: false },
          { test: /[\\/]src[\\/].+[\\/]ui[\\/].+\.tsx?$/, sideEffects: false },
          { test: /[\\/]styled-system[\\/](css|recipes|patterns)[\\/].+\.mjs$/, sideEffects: false },
          { test: /[\\/]styled-system[\\/]helpers\.mjs$/, sideEffects: false },
        ],
      },
    },
  },
}));
