import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { pagePreloads } from './build/page-preloads';
import { productionAliases } from './build/production-aliases';

// The server answers /api and /accounts on the same origin in production; in development the
// Vite server forwards them so cookies and CSRF behave the same way.
const server = 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), pagePreloads()],
  resolve: { alias: command === 'build' ? productionAliases() : [] },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/accounts': { target: server, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/accounts': { target: server, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The manifest lets the build report what the landing page loads.
    manifest: true,
    // The browsers the build targets preload modules themselves but Safari before 17, which
    // then loads a page's modules as it imports them instead of all at once.
    modulePreload: { polyfill: false },
    // All the styles of the app are 11 KB gzipped: one file with the entry costs the landing page
    // less than the nine or so requests each screen would otherwise make for its own.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // What the first page needs before any route loads (React, the router, the query
        // client, the shell) is one file, not the entry and a chunk per library it shares with
        // the lazy pages: fewer requests, and less code to tie the chunks together.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
}));
