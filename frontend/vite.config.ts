import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The SPA validates with the BFF's own zod schemas so rules and messages are defined once.
const apiContract = fileURLToPath(new URL('../bff/src/api/index.ts', import.meta.url));
const MODULE_MOCKING_TESTS = ['src/features/unlock/**/*.test.{ts,tsx}'];
const bffOrigin = process.env.HOMEWARD_BFF_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@api': apiContract } },
  server: {
    port: 5173,
    proxy: { '/api': { target: bffOrigin, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: bffOrigin, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry imports, so a check can weigh what a first visit downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app, so they get their own long-lived cacheable chunks. React is
        // the one library the signed-out first page (src/first-page) shares with the app. The rest of the app's
        // libraries ($initial of the app: what src/first-page/start-app imports statically, i.e. not yet loaded by the
        // first page) are grouped apart; a library only a lazy page uses (driver.js, dates, dropzone, Stripe) rides
        // with that page's chunks instead.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Page tests render the whole route (router, queries, Mantine) in jsdom: seconds each on a busy 2-core machine,
    // where vitest's 5 s default failed them for load, not behaviour. Waits inside tests keep their own bounds.
    testTimeout: 15_000,
    // Most files share one module registry and jsdom (no isolation): re-importing React, Mantine and the pages for each
    // of 50+ files was three quarters of the suite's CPU time. Files that replace modules with vi.mock keep their own
    // registry, since a mocked module would otherwise leak into the files after them.
    projects: [
      {
        extends: true,
        test: { name: 'isolated', include: MODULE_MOCKING_TESTS, isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MODULE_MOCKING_TESTS,
          isolate: false,
        },
      },
    ],
  },
});
