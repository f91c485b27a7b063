import { Agent, request as httpRequest } from 'node:http';
import type { OpenApiDocument, Schema } from './openapi-arbitraries.js';

/**
 * The fuzzed routes (issue 13, fuzzing): every changing route as the served OpenAPI
 * document describes it, the role that may call it, and sending one generated request to
 * it byte for byte.
 */
export interface Route {
  method: string;
  path: string;
  /** The body's media types, as documented. */
  media: string[];
  schema?: Schema;
  /** The document asks for a bearer token. */
  secured: boolean;
}

export type Role = 'none' | 'player' | 'admin';

export const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The document's POST/PUT/DELETE/PATCH routes, read rather than listed here. */
export function readRoutes(document: OpenApiDocument): Route[] {
  const out: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['post', 'put', 'delete', 'patch'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const media = Object.keys(content);
      const schema = media.length ? content[media.includes('multipart/form-data') ? 'multipart/form-data' : media[0]].schema : undefined;
      out.push({ method: method.toUpperCase(), path, media, schema, secured: (op.security ?? []).length > 0 });
    }
  }
  return out;
}

/** The document says which routes need a session; an admin's are under /admin. */
export const roleOf = (route: Route): Role => (!route.secured ? 'none' : route.path.startsWith('/admin/') ? 'admin' : 'player');

export interface Sender {
  /** Sends one request exactly as generated (node:http: no URL normalising, any bytes). */
  send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; text: string }>;
  close(): void;
}

/** One kept-alive connection to the app: requests go one at a time. */
export function sender(baseUrl: string): Sender {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send(method, path, headers, body) {
      return new Promise((done) => {
        const all: Record<string, string | number> = { ...headers };
        if (body) all['content-length'] = body.length;
        const req = httpRequest({ host: '127.0.0.1', port: Number(new URL(baseUrl).port), method, path, headers: all, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', () => done({ status: 0, text: 'response error' }));
        });
        // No Nagle: a request written in two packets would wait out the server's delayed ACK.
        req.on('socket', (socket) => socket.setNoDelay(true));
        // The server may answer (413) and close before a large body is all written.
        req.on('error', (e) => done({ status: 0, text: `connection: ${e.message}` }));
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
