import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from './language.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's answer (its Accept-Language), set by registerRequestLanguage. */
    language: Language;
  }
}

/**
 * Every request learns its language once, first thing (before any route, guard or error),
 * as a Fastify request decoration: the exception filter, the success envelope and the
 * handlers that mail read it there.
 */
export function registerRequestLanguage(fastify: FastifyInstance): void {
  fastify.decorateRequest('language', DEFAULT_LANGUAGE);
  fastify.addHook('onRequest', (request, _reply, done) => {
    request.language = languageFromAcceptLanguage(request.headers['accept-language']);
    done();
  });
}

/** The request's language; read from the header when the hook has not run (an app built without it). */
export function languageOf(request: FastifyRequest): Language {
  return request.language ?? languageFromAcceptLanguage(request.headers?.['accept-language']);
}

/** The language of this request, for a handler parameter: `@RequestLanguage() language: Language`. */
export const RequestLanguage = createParamDecorator((_: unknown, context: ExecutionContext): Language =>
  languageOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
