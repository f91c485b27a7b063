import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { Reflector, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppModule, type AppOptions } from './app.module.js';
import { HttpExceptionFilter } from './shared/http/http-exception.filter.js';
import { createValidationPipe } from './shared/http/validation.pipe.js';
import { setupApiDocs } from './shared/http/api-docs.js';
import { findPublicDir, serveClientPages } from './shared/http/client-pages.js';
import { createRootLogger, PinoNestLogger, requestContext } from './shared/logging/logger.js';

/** Uploads are at most 5 MB (DESIGN.md section 6); a little more for the multipart envelope. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export interface CreateAppOptions extends AppOptions {
  logger?: Logger;
}

/**
 * Builds the HTTP application: Fastify with pino and request ids, security headers,
 * the one exception filter and validation pipe, the OpenAPI document at /api/docs and
 * the built web client. Used by main.ts and by the API tests alike.
 */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createRootLogger(options.config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: MAX_UPLOAD_BYTES + 512 * 1024,
    trustProxy: true,
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: new PinoNestLogger(logger),
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ reqId: String(request.id) }, done);
  });

  // The API answers JSON only; the client pages get their own strict CSP (client-pages.ts).
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30 } });
  app.useGlobalFilters(new HttpExceptionFilter(app.get(Reflector)));
  app.useGlobalPipes(createValidationPipe());

  setupApiDocs(app);
  serveClientPages(fastify, findPublicDir());
  await app.init();
  await fastify.ready();
  return app;
}
