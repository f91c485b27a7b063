import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error.js';

/**
 * JSON bodies are small and shallow (DESIGN.md section 6): the API's largest JSON body is
 * a few hundred bytes, so 64 KB is plenty, and nothing it takes nests deeper than a few
 * levels. Both limits are checked before JSON.parse, in one pass over at most 64 KB, so no
 * body can keep the event loop busy (a deeply nested body used to overflow the stack of
 * the validators after 20 s). Uploads are multipart, with their own limit (bootstrap.ts).
 */
export const MAX_JSON_BYTES = 64 * 1024;
export const MAX_JSON_DEPTH = 8;

export class JsonTooDeepError extends DomainError {
  readonly statusCode = 400;
  constructor() {
    super('HTTP.JSON_TOO_DEEP', 'The request body nests deeper than {depth} levels.', 'invalid', { depth: String(MAX_JSON_DEPTH) });
  }
}

/** Whether the JSON text opens more than `max` arrays or objects inside each other. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The only body parser besides multipart: application/json within the limits, parsed by
 * Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys). Other
 * content types, text/plain included, are refused with 415: the API speaks JSON.
 */
export function registerJsonBodyParser(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_JSON_BYTES },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new JsonTooDeepError());
      parse(request, text, done);
    },
  );
}
