import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/app/index.tsx' },
  },
  resolve: {
    alias: { '@': './src', 'styled-system': './styled-system' },
  },
  html: {
    title: 'Royalty Desk',
    template: './src/app/index.html',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  output: {
    distPath: { root: 'dist' },
    cleanDistPath: true,
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
});
