import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.js';

// The built app is served by the server from its static folder (with history fallback),
// so the build lands in server/public, with .br and .gz copies of its text files that the
// server sends to browsers accepting them. In development the API paths go to the server.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@draws/draw-periods': fileURLToPath(new URL('../server/src/draws/draw-periods.ts', import.meta.url)),
      '@draws/prize-odds': fileURLToPath(new URL('../server/src/draws/prizes/prize-odds.ts', import.meta.url)),
      '@identity/password-policy': fileURLToPath(new URL('../server/src/identity/passwords/password-policy.ts', import.meta.url)),
      '@identity/username-policy': fileURLToPath(new URL('../server/src/identity/username-policy.ts', import.meta.url)),
    },
  },
  build: {
    outDir: '../server/public',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/user': api,
      // /admin/* is also a page route: a browser asking for HTML gets the app, not the API.
      '/admin': { target: api, bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined) },
      '/notifications': api,
      '/health': api,
      // The live draws stream (Server-Sent Events).
      '/live': api,
      '/api': api,
    },
  },
});
