import type { StorybookConfig } from 'storybook-react-rsbuild';

// The catalogue never phones home (CI builds it offline): core.disableTelemetry below, and the env
// variable for the CLI's own start-up checks.
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

/**
 * The component catalogue of the kit (`npm run catalog`, `npm run catalog:build`). It builds with the
 * app's rsbuild.config.ts, which leaves out its app-only parts (precompression, the manifest, the
 * route preloads, the version file and the service worker) when Storybook loads it
 * (`process.env.STORYBOOK`); what Storybook sets itself is left to it below.
 */
const config: StorybookConfig = {
  framework: { name: 'storybook-react-rsbuild', options: {} },
  stories: ['../src/shared/ui/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false, check: false },
  rsbuildFinal: (config) => {
    // The app's dev server settings (port 5173, the API proxy) are not the catalogue's, nor is its
    // first-load chunk plan: Storybook splits its preview itself (`splitChunks`).
    delete config.server?.port;
    delete config.server?.proxy;
    delete config.performance?.chunkSplit;
    return config;
  },
};

export default config;
