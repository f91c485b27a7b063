import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LiveDrawsFeed } from './feed/live-draws-feed.js';
import { LiveHub } from './live-hub.js';
import { eventFrame } from './sse/sse-frame.js';

/**
 * GET /live/draws: the public stream of draw news (Server-Sent Events), the same in every
 * instance. Events: `clock` {now, rate} on connect and with every heartbeat; `round` (a
 * draw as GET /user/draws shows it, plus draw_id) when a round opens or closes; `settled`
 * {period, draw_id} when a round's prizes are paid (read balance and tickets again); `pots`
 * {period, draw_id, jackpot, minipot} when a period's pots change (the current ones on
 * connect). Nothing is replayed after a reconnect: clients read the routes again then.
 */
@ApiTags('live')
@Controller('live')
export class LiveDrawsController {
  constructor(
    private readonly hub: LiveHub,
    private readonly feed: LiveDrawsFeed,
  ) {}

  @Get('draws')
  @ApiOperation({
    summary: 'Server-Sent Events: round opened/closed (again with its ticket root), a due result late (delayed: since and why), round settled, pots, the server clock; a heartbeat comment every 15 s',
  })
  @ApiProduces('text/event-stream')
  @ApiResponse({ status: 200, description: 'An endless text/event-stream' })
  @ApiResponse({ status: 429, description: 'Too many live connections on this instance or from this address' })
  async draws(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.hub.admit(request.ip);
    await this.feed.attach();
    this.hub.admit(request.ip); // limits again: others may have opened meanwhile
    // From here the response is ours alone: Fastify neither sends nor times it out.
    reply.hijack();
    request.raw.socket.setTimeout(0);
    const greeting = [
      ...this.feed.currentPots().map((pots) => eventFrame('pots', pots)),
      ...this.feed.currentDelays().map((late) => eventFrame('delayed', late)),
    ];
    this.hub.open(reply.raw, request.ip, reply.getHeaders(), greeting);
  }
}
