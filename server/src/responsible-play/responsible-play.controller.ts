import { Body, Controller, Get, Headers, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentPrincipal } from '../identity/sessions/auth.decorators.js';
import type { CommandMeta } from '../shared/cqrs/command-meta.js';
import { ok } from '../shared/http/envelope.js';
import type { Principal } from '../shared/http/principal.js';
import { RequestMeta } from '../shared/http/request-meta.decorator.js';
import { idempotencyKeyOf } from '../shared/idempotency/idempotency-key-header.js';
import { paiseFromRupees } from '../shared/money/money.js';
import { DeclineDepositLimits } from './commands/decline-deposit-limits/decline-deposit-limits.command.js';
import { PausePlay } from './commands/pause-play/pause-play.command.js';
import { PausePlayRequest } from './commands/pause-play/pause-play.request.dto.js';
import type { PlayCommandMessage } from './commands/play-command-message.js';
import { ReviewDepositLimits } from './commands/review-deposit-limits/review-deposit-limits.command.js';
import { SetDepositLimits } from './commands/set-deposit-limits/set-deposit-limits.command.js';
import { SetDepositLimitsRequest } from './commands/set-deposit-limits/set-deposit-limits.request.dto.js';
import { SetRealityCheck } from './commands/set-reality-check/set-reality-check.command.js';
import { SetRealityCheckRequest } from './commands/set-reality-check/set-reality-check.request.dto.js';
import { GetPlaySession } from './queries/get-play-session/get-play-session.query.js';
import { GetResponsiblePlay } from './queries/get-responsible-play/get-responsible-play.query.js';

const IdempotencyKey = () =>
  ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Optional: a retry with the same key answers without changing anything again; the same key with another body is a 409' });

const paiseOrNull = (rupees: number | null) => (rupees === null ? null : paiseFromRupees(rupees));

/**
 * The signed-in player's own responsible play (contract C): deposit limits, the
 * first-deposit prompt, the 6-monthly review, the reality check and pauses. Players only
 * (admins and auditors: 403); every change is an event in the player's wallet stream, and
 * answers the view as it is after it.
 */
@ApiTags('responsible play (player)')
@Controller('user/responsible-play')
@Auth('user')
export class ResponsiblePlayController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Limits (in force, pending, used and left in the window, reset time), prompt, review, reality check, the pause running and the history (C1)' })
  async view(@CurrentPrincipal() principal: Principal) {
    return ok('Responsible play fetched successfully', await this.queryBus.execute(new GetResponsiblePlay(principal.id)));
  }

  @Put('deposit-limits')
  @IdempotencyKey()
  @ApiOperation({ summary: 'Set { day, week, month } in rupees or null (all three required). Lowering or adding applies at once; raising or removing 24 hours later (C2)' })
  @ApiBadRequestResponse({ description: 'A limit that is not rupees above 0 with at most 2 decimals up to 1,00,00,000 or null, or a key missing' })
  async setLimits(@Body() body: SetDepositLimitsRequest, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') key?: string) {
    const limits = { day: paiseOrNull(body.day), week: paiseOrNull(body.week), month: paiseOrNull(body.month) };
    return ok('Deposit limits saved', await this.change(new SetDepositLimits(principal.id, limits, meta, idempotencyKeyOf(key))));
  }

  @Post('deposit-limits/decline')
  @HttpCode(200)
  @IdempotencyKey()
  @ApiOperation({ summary: 'Record the explicit "no limit for now" answer to the first-deposit prompt (C3)' })
  @ApiConflictResponse({ description: 'PLAY.LIMITS_SET: a limit is set or on its way' })
  async decline(@CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') key?: string) {
    return ok('No deposit limit for now', await this.change(new DeclineDepositLimits(principal.id, meta, idempotencyKeyOf(key))));
  }

  @Post('review')
  @HttpCode(200)
  @IdempotencyKey()
  @ApiOperation({ summary: 'Record that the player reviewed their limits: the next reminder is due 6 months later (C4)' })
  async review(@CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') key?: string) {
    return ok('Deposit limits reviewed', await this.change(new ReviewDepositLimits(principal.id, meta, idempotencyKeyOf(key))));
  }

  @Put('reality-check')
  @IdempotencyKey()
  @ApiOperation({ summary: 'The reality check interval: { minutes: 0 | 30 | 60 } (C5)' })
  async setRealityCheck(@Body() body: SetRealityCheckRequest, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') key?: string) {
    return ok('Reality check saved', await this.change(new SetRealityCheck(principal.id, body.minutes, meta, idempotencyKeyOf(key))));
  }

  @Get('session')
  @ApiOperation({ summary: 'This sign-in session: startedAt, now, minutes, staked, won, net (staked − won) in rupees, and the reality check interval (C6)' })
  async session(@CurrentPrincipal() principal: Principal) {
    return ok('Session fetched successfully', await this.queryBus.execute(new GetPlaySession(principal.id, principal.sessionId)));
  }

  @Post('pause')
  @HttpCode(200)
  @IdempotencyKey()
  @ApiOperation({
    summary:
      "A cool-off { kind: 'cool_off', duration: '24h' | '7d' | '30d' } or self-exclusion { kind: 'self_exclusion', duration: '6m' | '1y' | '5y' }: " +
      'no deposit request and no ticket until it ends; withdrawals go on. It cannot be undone or shortened (C7)',
  })
  @ApiConflictResponse({ description: 'PLAY.PAUSE_RUNNING: a pause already runs to a later time' })
  async pause(@Body() body: PausePlayRequest, @CurrentPrincipal() principal: Principal, @RequestMeta() meta: CommandMeta, @Headers('idempotency-key') key?: string) {
    return ok(body.kind === 'cool_off' ? 'Cool-off started' : 'Self-exclusion started', await this.change(new PausePlay(principal.id, body.kind, body.duration, meta, idempotencyKeyOf(key))));
  }

  /** Runs the change; answers the player's responsible play after it. */
  private async change(command: PlayCommandMessage) {
    await this.commandBus.execute(command);
    return this.queryBus.execute(new GetResponsiblePlay(command.userId));
  }
}
