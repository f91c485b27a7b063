import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import { Reflector, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import type { AppConfig } from './shared/config/config.js';
import { createTranslator } from './app.messages.js';
import { AppModule, type AppOptions } from './app.module.js';
import { HttpExceptionFilter } from './shared/http/http-exception.filter.js';
import { SECURITY_HEADERS } from './shared/http/security-headers.js';
import { createValidationPipe } from './shared/http/validation.pipe.js';
import { setupApiDocs } from './shared/http/api-docs.js';
import { findPublicDir, serveClientPages } from './shared/http/client-pages.js';
import { registerJsonBodyParser } from './shared/http/json-body.js';
import { registerLocalizedSuccess } from './shared/http/localized-success.js';
import { registerRequestLanguage } from './shared/i18n/request-language.js';
import { createRootLogger, PinoNestLogger, requestContext } from './shared/logging/logger.js';

/**
 * Uploads are at most 5 MB (DESIGN.md section 6); a little more for the multipart envelope.
 * This is the limit of multipart requests only: JSON has its own, far smaller (json-body.ts).
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
/**
 * How long a stopping server waits for connections that hold a request open (a request
 * still arriving, a live stream whose client vanished) before it cuts them. Answers in
 * flight finish within it; without it such a socket held shutdown until its keep-alive or
 * headers timeout (about 70 s).
 */
export const SHUTDOWN_GRACE_MS = 3_000;

export interface CreateAppOptions extends AppOptions {
  logger?: Logger;
}

/** Fastify with pino and request ids (taken from X-Request-Id when well-formed). */
export function createAdapter(config: AppConfig, logger: Logger): FastifyAdapter {
  return new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: MAX_UPLOAD_BYTES + 512 * 1024,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
}

/**
 * Everything an application gets after it is created (with `bodyParser: false`): request context, security
 * headers, uploads, the one exception filter and validation pipe, the OpenAPI document
 * at /api/docs and the built web client. Leaves it initialised and ready. Each request's
 * language (its Accept-Language) is known first; errors and success messages leave in it.
 */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  const fastify = app.getHttpAdapter().getInstance();
  const translator = createTranslator();
  registerRequestLanguage(fastify);
  registerJsonBodyParser(fastify);
  // Security headers on every answer (security-headers.ts); the API answers JSON only and the
  // client pages set their own strict CSP (client-pages.ts).
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    requestContext.run({ reqId: String(request.id) }, done);
  });

  // API answers hold balances, profiles and tokens: never kept by a browser or a proxy.
  // (Static files set their own lifetimes first: static-files.ts.)
  fastify.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  // Idle sockets close at once (Fastify's default); busy ones get SHUTDOWN_GRACE_MS.
  let cutAfterGrace: NodeJS.Timeout | undefined;
  fastify.addHook('preClose', (done) => {
    cutAfterGrace = setTimeout(() => fastify.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearTimeout(cutAfterGrace);
    done();
  });

  registerLocalizedSuccess(fastify, translator);

  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30 } });
  app.useGlobalFilters(new HttpExceptionFilter(app.get(Reflector), translator));
  app.useGlobalPipes(createValidationPipe());

  setupApiDocs(app);
  serveClientPages(fastify, findPublicDir());
  await app.init();
  await fastify.ready();
  return app;
}

/** The HTTP application as main.ts serves it. */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createRootLogger(options.config.LOG_LEVEL);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), createAdapter(options.config, logger), {
    logger: new PinoNestLogger(logger),
    // The body parsers are ours (json-body.ts): Nest's would accept form bodies and JSON of any size.
    bodyParser: false,
  });
  return configureApp(app);
}
