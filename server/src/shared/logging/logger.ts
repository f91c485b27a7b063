import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/**
 * One pino logger for the process. Each request runs inside a request context, so every
 * line logged while serving it (by Fastify, by Nest's Logger, by our code) carries its
 * `reqId`.
 */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

export function createRootLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'fairdraw' },
    // Fastify's per-request loggers carry reqId already; every other logger gets it here.
    mixin: (_merge, _level, logger) => {
      const store = requestContext.getStore();
      return store && !(logger as Logger | undefined)?.bindings().reqId ? { reqId: store.reqId } : {};
    },
    redact: ['req.headers.authorization', 'password', '*.password', 'token', '*.token'],
  });
}

/** Nest's start-up chatter (one line per module and route): kept for debug level. */
const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Nest's Logger writes through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.write(context && STARTUP_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string, trace?: string) {
    const fields = { context, ...(trace ? { stack: trace } : {}) };
    if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
