import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * Serving a folder of built files. The list is read once at start (builds do not change
 * under a running server), so a request for anything else never touches the disk and
 * no path from a request is ever joined to a folder. Contents are read on first use and
 * kept in memory: the client build is a few hundred KB.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  path: string;
  type: string;
  content?: Buffer;
}

/** Every file below `root`, keyed by its URL path under `prefix` ('/assets/x.js'). */
export function listStaticFiles(root: string, prefix = '/', only?: (name: string) => boolean): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && (!only || only(entry.name))) {
        const url = prefix.replace(/\/$/, '') + '/' + relative(root, full).split(sep).join('/');
        files.set(url, { path: full, type: CONTENT_TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream' });
      }
    }
  };
  walk(root);
  return files;
}

export function sendStaticFile(reply: FastifyReply, file: StaticFile, cacheControl: string): FastifyReply {
  file.content ??= readFileSync(file.path);
  return reply.header('content-type', file.type).header('cache-control', cacheControl).send(file.content);
}
