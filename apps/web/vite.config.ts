import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkMapPlugin } from './build/chunk-map-plugin';
import { pageChunksPlugin } from './build/page-chunks-plugin';

/**
 * Chunks asked for after the first paint (a dashboard, components/after-first-paint.tsx) or on the first
 * hover, focus or press (the chat widget, the bell's panel): their own preloads would block.
 */
const LOADED_AFTER_FIRST_PAINT =
  /^assets\/(donor-dashboard|nonprofit-dashboard|admin-dashboard|chat-widget|bell-popover)-/;

export default defineConfig({
  plugins: [
    react(),
    chunkMapPlugin(fileURLToPath(new URL('../..', import.meta.url))),
    pageChunksPlugin({
      configFile: fileURLToPath(import.meta.url),
      groups: [
        { name: 'marketplace', pages: /^src\/features\/marketplace\/pages\// },
        { name: 'auth', pages: /^src\/features\/auth\/pages\/auth-page/ },
      ],
      privateGroups: {
        groups: [
          { name: 'donor-dashboard', pages: /^src\/features\/donor-dashboard\/pages\// },
          { name: 'nonprofit-dashboard', pages: /^src\/features\/nonprofit-dashboard\/pages\// },
          { name: 'admin-dashboard', pages: /^src\/features\/admin\/pages\// },
        ],
        privateCode: /^src\/features\/(admin|donor-dashboard|nonprofit-dashboard)\//,
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  // The server swaps this for a fresh nonce in every index.html it sends (CSP_NONCE_PLACEHOLDER in
  // apps/server/src/app.ts); Vite puts it on its tags and on <meta property="csp-nonce">.
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Building a zod schema has no effect outside it: one the browser never reads (most of the shared
    // response schemas) is dropped rather than built as its module loads, which cost the dashboards'
    // start tens of milliseconds (docs/quality.md, Lighthouse).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
    chunkSizeWarningLimit: 600,
    // Vite's loader adds a <link rel="modulepreload"> for every file a dynamic import needs, all in one
    // task: for a dashboard, the chat widget and the bell's panel (once asked for together after the
    // first paint) that was 60-odd links and the longest task of the page
    // (docs/quality.md, Lighthouse, late-evening round). Their files are left to the browser, which
    // fetches a module's imports as it reads it; the public pages keep the preloads. The same goes for
    // what a dashboard's own files import lazily (its tabs: 70 links for the admin's Overview).
    modulePreload: {
      resolveDependencies: (file, dependencies, { hostId }) =>
        LOADED_AFTER_FIRST_PAINT.test(file) || LOADED_AFTER_FIRST_PAINT.test(hostId) ? [] : dependencies,
    },
  },
});
