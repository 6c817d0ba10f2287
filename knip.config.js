// @ts-check
const production = process.argv.includes('--production');

/** @type {import('knip').KnipConfig} */
export default {
  // `npm run lint` runs knip twice: this whole configuration (unused files, exports and
  // dependencies, anything unlisted), then `--production --strict --dependencies`, which follows
  // only the entries marked `!` (what a production install runs) and fails on a package they
  // import that is not in `dependencies`.
  entry: [
    // `npm run backup` / `restore` on a production install.
    'server/backup/cli.ts!',
    // What `npm run serve` runs, compiled into dist-server/ by `npm run build` (scripts/build-server.mjs).
    'server/index.ts!',
    'scripts/*.{ts,mjs}',
    // Processes of the cluster bench, started by their path (scripts/cluster/cluster.ts, streams.ts).
    'scripts/cluster/{s3rver,stream-holder}.ts',
    'scripts/build/*.mjs',
    // A Feature-Sliced slice's public API (its index.ts, and @x/ for cross-imports between
    // entities) is what the slice offers: not every name in it has a user yet. What is not in a
    // public API must be used.
    'src/{app,pages,widgets,features,entities,shared}/*/index.ts',
    'src/shared/*/*/index.ts',
    'src/{app,pages,widgets,features,entities,shared}/*/@x/*.ts',
    // Read by rsbuild and by steiger, which knip has no plugin for.
    'postcss.config.cjs',
    'steiger.config.ts',
    // The visual run's Playwright configuration and screens (knip's Playwright plugin reads only
    // playwright.config.ts).
    'playwright.visual.config.ts',
    'tests/visual/**/*.spec.ts',
  ],
  project: ['src/**/*.{ts,tsx}!', 'server/**/*.ts!', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'openapi/**/*.ts', '*.{ts,js,cjs}', '.storybook/*.{ts,tsx}'],
  // The component catalogue (`npm run catalog`): its configuration, and the stories it loads.
  storybook: {
    config: ['.storybook/main.ts'],
    entry: ['.storybook/preview.tsx', 'src/shared/ui/**/*.stories.tsx'],
  },
  ignoreExportsUsedInFile: true,
  // Generated from openapi/openapi.yaml: every type of the contract, used or not.
  ignore: ['src/shared/api/generated/**', 'server/generated/**'],
  ignoreDependencies: [
    // The production run reads only the `start` script, which now runs the compiled server; tsx
    // still runs `npm run backup` / `restore` on a production install.
    ...(production ? ['tsx'] : []),
    // Named only in a style sheet's url() (the bundled font, src/app/styles/font.css), which knip does not read.
    '@fontsource-variable/inter',
    // Only for the whole-project run: the production run must see every import of these too.
    ...(production ? [] : [
    // Loaded by name by pino's transport (server/config.ts), on a terminal and never in production.
    'pino-pretty',
    // knip's Panda plugin expects these; Panda brings its base preset itself (@pandacss/dev/presets)
    // and rsbuild its own PostCSS, which reads postcss.config.cjs.
    '@pandacss/preset-base',
    'postcss',
    ]),
  ],
  // A system tool (Debian's package manager), used to install Chromium when missing.
  ignoreBinaries: ['apt-get'],
};
