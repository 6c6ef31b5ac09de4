import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server answers /api and /accounts on the same origin in production; in development the
// Vite server forwards them so cookies and CSRF behave the same way.
const server = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
  // The manifest lets the build report what the landing page loads.
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
