import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileMessages } from './vite-plugins/precompile-messages.js';
import { precompress } from './vite-plugins/precompress.js';
import { serviceWorker } from './vite-plugins/service-worker.js';

// The built app is served by the server from its static folder (with history fallback),
// so the build lands in server/public, with .br and .gz copies of its text files that the
// server sends to browsers accepting them. In development the API paths go to the server.
const api = 'http://localhost:3000';
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs|immer|reselect|react-intl|@formatjs|intl-messageformat|tslib|cookie|set-cookie-parser)[\\/]/;
// The shared UI the first pages draw (sign-in, the frames, the dashboard's banner); the rest
// of components/ui (tables, dialogs, file drops, balls...) serves lazy pages only and stays
// out of the first script (issue 14: <= 120 KB brotli).
const FIRST_PAGE_UI = '(alert|button|error-summary|focus-trap|form-field|notification-toasts|spinner|use-focus-first-invalid)\\.tsx?$';
const SHELL = new RegExp(
  `[\\\\/]client[\\\\/]src[\\\\/](lib|components[\\\\/](layout|messages|[a-z.-]+\\.ts$|ui[\\\\/]${FIRST_PAGE_UI})|app[\\\\/](session|layouts|guards|messages|pwa)|app[\\\\/]i18n[\\\\/](catalogs|language-[a-z]+)\\.tsx?$|app[\\\\/][a-z-]+\\.tsx?$)`,
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    precompileMessages(),
    // The offline shell (public/sw.js) also holds the Hindi messages: a player who chose Hindi waits for them before the first paint.
    serviceWorker({ alsoCache: [/[\\/]app[\\/]i18n[\\/]hindi\.ts$/] }),
    precompress(),
  ],
  resolve: {
    alias: {
      // The build's messages are compiled already (precompile-messages.ts): no ICU parser in the browser.
      ...(command === 'build' ? { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' } : {}),
      '@draws/draw-periods': fileURLToPath(new URL('../server/src/draws/draw-periods.ts', import.meta.url)),
      '@draws/prize-odds': fileURLToPath(new URL('../server/src/draws/prizes/prize-odds.ts', import.meta.url)),
      '@identity/password-policy': fileURLToPath(new URL('../server/src/identity/passwords/password-policy.ts', import.meta.url)),
      '@identity/username-policy': fileURLToPath(new URL('../server/src/identity/username-policy.ts', import.meta.url)),
    },
  },
  build: {
    outDir: '../server/public',
    emptyOutDir: true,
    // One style sheet: a phone on a slow link waits for one request before the first paint, not five.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The libraries every page runs in one file (a handful of requests instead of a dozen
          // round trips on a slow link); those only some pages need (Firebase, the proof's
          // curves) stay with their pages. The app's own shared code (lib, components, the
          // session and layouts) is a second file.
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'shell', test: SHELL },
          ],
        },
      },
    },
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
      // Public API reads under page paths (/draws/:id/proof is also a page): only non-HTML requests.
      '/draws': { target: api, bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined) },
      '/docs': api,
    },
  },
}));
