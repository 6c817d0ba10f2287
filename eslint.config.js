import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-catalog/**',
      'dist-server/**',
      'styled-system/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Zod is configured for the app's Content-Security-Policy in one place (see that module).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/lib/zod/configured-zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from '@/shared/lib/zod' (set up for the CSP)." }] }] },
  },
  {
    // Runtime-neutral (src/shared/neutral/index.ts): the server runs these files with tsx and the app
    // bundles them, so they import only each other (and the contract's types), and touch neither
    // the browser's globals nor Node's.
    files: ['src/shared/neutral/**/*.ts'],
    ignores: ['src/shared/neutral/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.\\.?/)', message: 'src/shared/neutral imports only relative files: the server runs it too.' }] }],
      'no-restricted-globals': ['error', ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'fetch', 'process', 'Buffer', 'require', '__dirname'].map((name) => ({ name, message: 'src/shared/neutral runs in the browser and in Node.' }))],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
