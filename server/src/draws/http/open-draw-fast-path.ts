import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SessionJwtStrategy } from '../../identity/sessions/session-jwt.strategy.js';
import { Clock } from '../../shared/clock/clock.js';
import { success } from '../../shared/http/envelope.js';
import { openDraws } from '../queries/draw-view.js';
import { OpenRoundsCache } from '../queries/open-rounds-cache.js';
import { readListDrawsParams } from './list-draws.query-params.js';

const ROUTE = '/user/draws';

/**
 * The dashboard's open-draw read (GET /user/draws?period=&status=open&limit=1, asked at
 * every timer's end; DESIGN.md section 7 wants it at half a bare Fastify's rate or more)
 * answered in a request hook when it is the ordinary case: a player's token this instance
 * verified before with a live session, parameters that ask for open draws. Nest's route
 * (PlayerDrawsController.list) costs three times the hook's work per request. Anything
 * else (no token, a token not yet verified, another role, an ended session, bad
 * parameters, another status, any error) goes on to that route, which answers it and
 * every refusal. Same rules either way: readListDrawsParams, the session check of
 * SessionJwtStrategy, the open rounds in memory and openDraws.
 */
@Injectable()
export class OpenDrawFastPath implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly bearer: SessionJwtStrategy,
    private readonly openRounds: OpenRoundsCache,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    // onRequest runs after routing: the matched route and parsed query are known.
    fastify?.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' && request.routeOptions.url === ROUTE) return this.answer(request, reply);
    });
  }

  /** The answer, or undefined to leave the request to the Nest route. */
  private async answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const pending = this.bearer.verifiedPrincipal(request.headers.authorization);
    if (pending === undefined) return undefined;
    try {
      if ((await pending).kind !== 'user') return undefined;
      const params = readListDrawsParams(request.query as Record<string, unknown>);
      if (params.status !== 'open') return undefined;
      const draws = openDraws(await this.openRounds.openRounds(), params.period, params.limit, this.clock.now());
      return reply.send(success(draws.length ? 'Draws fetched successfully' : 'No draws found for this period', draws));
    } catch {
      return undefined;
    }
  }
}
