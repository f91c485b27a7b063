import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * Serving a folder of built files. The list is read once at start (builds do not change
 * under a running server), so a request for anything else never touches the disk and
 * no path from a request is ever joined to a folder. Contents are read on first use and
 * kept in memory: the client build is a few hundred KB.
 *
 * The client build writes Brotli (.br) and gzip (.gz) copies next to its text files
 * (client/vite-plugins/precompress.ts). They are not files of their own here but encodings
 * of the file they sit next to, sent to browsers that accept them.
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

/** Preferred first: Brotli is the smaller of the two. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type ContentCoding = (typeof CODINGS)[number]['coding'];

interface Body {
  path: string;
  content?: Buffer;
}

export interface StaticFile extends Body {
  type: string;
  /** Precompressed copies of this file, by content coding. */
  encoded: Partial<Record<ContentCoding, Body>>;
}

/** Every file below `root`, keyed by its URL path under `prefix` ('/assets/x.js'). */
export function listStaticFiles(root: string, prefix = '/', only?: (name: string) => boolean): Map<string, StaticFile> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found.set(prefix.replace(/\/$/, '') + '/' + relative(root, full).split(sep).join('/'), full);
    }
  };
  walk(root);
  const files = new Map<string, StaticFile>();
  for (const [url, path] of found) {
    const copyOf = CODINGS.find(({ suffix }) => url.endsWith(suffix) && found.has(url.slice(0, -suffix.length)));
    if (copyOf || (only && !only(url.slice(url.lastIndexOf('/') + 1)))) continue;
    const encoded: StaticFile['encoded'] = {};
    for (const { coding, suffix } of CODINGS) if (found.has(url + suffix)) encoded[coding] = { path: found.get(url + suffix)! };
    files.set(url, { path, type: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream', encoded });
  }
  return files;
}

/**
 * The coding to send for an Accept-Encoding header: Brotli, then gzip, among those the
 * file has and the browser accepts (listed, or matched by '*', with a q-value above 0);
 * null for the file as it is.
 */
export function pickContentCoding(acceptEncoding: string | undefined, available: ContentCoding[]): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && Number.isFinite(weight)) weights.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return CODINGS.map(({ coding }) => coding).find((coding) => available.includes(coding) && accepts(coding)) ?? null;
}

export function sendStaticFile(reply: FastifyReply, file: StaticFile, cacheControl: string, acceptEncoding?: string): FastifyReply {
  const available = Object.keys(file.encoded) as ContentCoding[];
  const coding = pickContentCoding(acceptEncoding, available);
  const body = coding ? file.encoded[coding]! : file;
  body.content ??= readFileSync(body.path);
  reply.header('content-type', file.type).header('cache-control', cacheControl);
  // Caches must keep one copy per encoding once a file has more than one.
  if (available.length > 0) reply.header('vary', 'accept-encoding');
  if (coding) reply.header('content-encoding', coding);
  return reply.send(body.content);
}
