import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listStaticFiles, sendStaticFile, type StaticFile } from './static-files.js';

/**
 * The built web client (client/ builds into server/public). Its files are served as
 * they are, or precompressed when the browser accepts it; hashed assets are cached for a
 * year, everything else is revalidated. Browser navigations to any other path that is not
 * a file get index.html (history fallback) under a strict Content-Security-Policy, and the
 * SPA's router shows its own 404 page.
 */
export const CLIENT_CSP = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com/gsi/client https://www.gstatic.com",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  "img-src 'self' data: blob: https://*.googleusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://accounts.google.com https://*.googleapis.com",
  'frame-src https://accounts.google.com',
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function findPublicDir(): string | null {
  if (process.env.PUBLIC_DIR) return process.env.PUBLIC_DIR;
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'server', 'public');
    if (existsSync(join(dir, 'server', 'package.json'))) return existsSync(candidate) ? candidate : null;
  }
  return null;
}

function isNavigation(request: FastifyRequest, path: string): boolean {
  if (path.startsWith('/api/') || path === '/api' || path === '/health' || /\.[a-z0-9]+$/i.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Vite names built assets by content hash, so they never change under one name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

export function serveClientPages(fastify: FastifyInstance, publicDir: string | null): void {
  const files = publicDir && existsSync(publicDir) ? listStaticFiles(publicDir) : new Map<string, StaticFile>();
  const index = files.get('/index.html');
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0];
    const acceptEncoding = request.headers['accept-encoding'];
    const file = path !== '/index.html' ? files.get(path) : undefined;
    if (file) return sendStaticFile(reply, file, path.startsWith('/assets/') ? HASHED_ASSET_CACHE : 'no-cache', acceptEncoding);
    if (!isNavigation(request, path)) return;
    if (!index) return reply.status(503).type('text/plain').send('The web client is not built. Run `npm run build`.');
    reply.header('content-security-policy', CLIENT_CSP);
    return sendStaticFile(reply, index, 'no-cache', acceptEncoding);
  });
}
