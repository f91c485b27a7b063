import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { DomainError, STATUS_OF_KIND } from '../errors/domain-error.js';
import { RateLimitedError } from '../errors/rate-limited-error.js';
import { text, type Message } from '../i18n/message.js';
import { languageOf } from '../i18n/request-language.js';
import { Translator } from '../i18n/translator.js';
import { ENVELOPE_KEY, failureBody, type EnvelopeStyle } from './envelope.js';
import { LocalizedHttpException } from './localized-http-exception.js';

/** The answer while PostgreSQL is away (stopped, restarting, unreachable): the request may simply be repeated. */
export const UNAVAILABLE = {
  status: 503,
  message: 'The service is temporarily unavailable. Please try again in a moment.',
  code: 'SERVICE.UNAVAILABLE',
  retryAfterSeconds: 5,
} as const;

/** Paths whose errors use the `success/message` envelope even before a handler is found. */
const SUCCESS_PATHS = [/^\/user\/draws(\/|\?|$)/, /^\/user\/tickets(\/|\?|$)/, /^\/draws\//];

/**
 * The one place errors become HTTP answers: domain errors by kind (a RateLimitedError also
 * with its wait), Nest HTTP errors by their status, Fastify's own errors (bad JSON, body
 * too large) by theirs, the database being away as a 503 (logged as a warning: the pool
 * reconnects by itself), and anything else as a 500 that is logged with its stack and
 * answered without internals. Every message leaves in the request's language (issue 14):
 * the error carries its English words and values, the translator finds the rest.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(
    private readonly reflector: Reflector,
    private readonly translator: Translator = new Translator({}),
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, messages, code } = this.describe(exception);
    const message = this.translator.messages(messages, languageOf(request));
    const extra = exception instanceof RateLimitedError ? { retryAfterSeconds: exception.retryAfterSeconds } : {};
    const body = failureBody(this.styleOf(host, request), message, code, extra);
    if (code === UNAVAILABLE.code) {
      this.logger.warn({ reqId: request.id }, `Database unavailable: ${(exception as Error).message}`);
      void reply.header('retry-after', String(UNAVAILABLE.retryAfterSeconds));
    } else if (status >= 500) this.logger.error({ err: exception, reqId: request.id }, 'Unhandled error');
    if (exception instanceof RateLimitedError) void reply.header('retry-after', String(exception.retryAfterSeconds));
    void reply.status(status).send(body);
  }

  private describe(exception: unknown): { status: number; messages: readonly Message[]; code?: string } {
    if (exception instanceof DomainError) {
      return { status: STATUS_OF_KIND[exception.kind], messages: exception.messages, code: exception.code };
    }
    if (exception instanceof LocalizedHttpException) return { status: exception.getStatus(), messages: exception.messages };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // Nest wraps Fastify's own 4xx errors (bad JSON, body too large) with them as cause.
      if (isFastifyError(exception.cause)) return { status, messages: [fastifyMessage(status, exception.cause)] };
      return { status, messages: [httpMessage(messageOf(exception.getResponse(), exception.message))] };
    }
    const fastifyStatus = (exception as { statusCode?: number })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      return { status: fastifyStatus, messages: [fastifyMessage(fastifyStatus, exception as Error)] };
    }
    if (isDatabaseUnavailable(exception)) return { status: UNAVAILABLE.status, messages: [{ key: UNAVAILABLE.code, en: UNAVAILABLE.message }], code: UNAVAILABLE.code };
    return { status: 500, messages: [text('Something went wrong on our side. Please try again.')] };
  }

  private styleOf(host: ArgumentsHost, request: FastifyRequest): EnvelopeStyle {
    const context = host as ArgumentsHost & { getHandler?: () => Function; getClass?: () => Function };
    const targets = [context.getHandler?.(), context.getClass?.()].filter(Boolean) as Function[];
    const marked = targets.length > 0 ? this.reflector.getAllAndOverride<EnvelopeStyle>(ENVELOPE_KEY, targets) : undefined;
    if (marked) return marked;
    return SUCCESS_PATHS.some((p) => p.test(request.url)) ? 'success' : 'err';
  }
}

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const m = (response as { message?: unknown }).message;
  if (Array.isArray(m)) return m.join(', ');
  if (typeof m === 'string') return m;
  return fallback;
}

function isFastifyError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | undefined)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('FST_');
}

function fastifyMessage(status: number, error: Error): Message {
  if (status === 413) return text('The request is too large.');
  if (status === 415) return text('Unsupported content type.');
  if ((error as { code?: string }).code?.startsWith('FST_ERR_CTP_') && error.message?.includes('JSON')) {
    return text('The request body is not valid JSON.');
  }
  return error.message ? httpMessage(error.message) : text('Bad request.');
}

/**
 * The words of an error we did not write (Nest's, Fastify's): Nest's unknown route is
 * worded with its method and path; any other is kept as it is, and shown in another
 * language when its catalogue happens to have it.
 */
function httpMessage(message: string): Message {
  const route = /^Cannot ([A-Z]+) (.*)$/s.exec(message);
  if (route) return text('Cannot {method} {path}', { method: route[1]!, path: route[2]! });
  return { key: message, en: message };
}
