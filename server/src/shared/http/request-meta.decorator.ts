import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CommandMeta } from '../cqrs/command-meta.js';
import { actorOf, type Principal } from './principal.js';

/** The command metadata of this request: the caller as actor, the request id as correlation id. */
export const RequestMeta = createParamDecorator((_: unknown, context: ExecutionContext): CommandMeta => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
  return { actor: actorOf(request.user), correlationId: String(request.id), causationId: null };
});
