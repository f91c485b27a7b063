import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus, EventBus, QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { createApp } from '../../../bootstrap.js';
import { AuditService } from '../../../audit/audit.service.js';
import { FixedClock } from '../../../shared/clock/clock.js';
import { PG_POOL } from '../../../shared/database/pg-pool.js';
import { createRootLogger } from '../../../shared/logging/logger.js';
import { testConfig } from '../../../shared/testing/test-app.js';
import { CreditAdjustment } from '../../../wallet/commands/credit-adjustment/credit-adjustment.command.js';
import { OpenWallet } from '../../../wallet/commands/open-wallet/open-wallet.command.js';
import { PayForTicket } from '../../../wallet/commands/pay-for-ticket/pay-for-ticket.command.js';
import type { PeriodId } from '../../draw-periods.js';
import { GetOpenRound } from '../../rounds/queries/get-open-round/get-open-round.query.js';
import { RoundCommandRunner } from '../../rounds/round-command-runner.js';
import type { RoundForSale } from '../../rounds/round.js';
import { DrawScheduler } from '../../scheduler/draw-scheduler.js';
import { SettleRoundHandler } from '../commands/settle-round/settle-round.handler.js';
import { RoundSettledNotice } from '../settlement.notices.js';
import { SettlementWorker } from '../settlement-worker.js';

export const testMeta = { actor: 'system:test', correlationId: 'settlement-int' };

/** A whole server (createApp) on a shared test database, its clock the test's, not listening, no background jobs. */
export interface SettlementInstance {
  app: INestApplication;
  clock: FixedClock;
  commands: CommandBus;
  queries: QueryBus;
  scheduler: DrawScheduler;
  worker: SettlementWorker;
  handler: SettleRoundHandler;
  rounds: RoundCommandRunner;
  audit: AuditService;
  pool: pg.Pool;
  notices: RoundSettledNotice[];
  /** A player with an open wallet holding `paise`. */
  player(paise?: number): Promise<string>;
  openRound(period: PeriodId): Promise<RoundForSale>;
  buy(userId: string, round: RoundForSale, numbers: number[], letter?: string | null): Promise<string>;
  /** An admin's result through the round decider (manual source). */
  postResult(roundId: string, numbers: number[], letter?: string | null): Promise<void>;
  close(): Promise<void>;
}

export async function startSettlementInstance(databaseUrl: string, at: Date, env: Record<string, string> = {}): Promise<SettlementInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-settle-'));
  const config = testConfig(databaseUrl, dataDir, env);
  const clock = new FixedClock(at);
  const app = await createApp({ config, databaseUrl, clock, logger: createRootLogger(config.LOG_LEVEL) });
  await app.init();
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const rounds = app.get(RoundCommandRunner, { strict: false });
  const notices: RoundSettledNotice[] = [];
  app.get(EventBus).subscribe((e) => e instanceof RoundSettledNotice && notices.push(e));
  return {
    app, clock, commands, queries, rounds, notices,
    scheduler: app.get(DrawScheduler),
    worker: app.get(SettlementWorker),
    handler: app.get(SettleRoundHandler),
    audit: app.get(AuditService),
    pool: app.get<pg.Pool>(PG_POOL),
    async player(paise = 10_000_000) {
      const userId = randomUUID();
      await commands.execute(new OpenWallet(userId, testMeta));
      await commands.execute(new CreditAdjustment(userId, { adjustmentId: `fund-${userId}`, amountPaise: paise }, testMeta));
      return userId;
    },
    async openRound(period) {
      const round = await queries.execute(new GetOpenRound(period));
      if (!round) throw new Error(`No ${period} round is open`);
      return round;
    },
    async buy(userId, round, numbers, letter = null) {
      const ticketId = randomUUID();
      await commands.execute(new PayForTicket(userId, { ticketId, numbers, letter }, round, testMeta));
      return ticketId;
    },
    async postResult(roundId, numbers, letter = null) {
      // A witnessed draw's result: entered by one admin, approved by another.
      const now = clock.now().toISOString();
      await rounds.run(roundId, { type: 'EnterResult', data: { roundId, numbers, letter, adminId: 'admin-1', now } }, testMeta);
      await rounds.run(roundId, { type: 'ApproveResult', data: { roundId, numbers, letter, adminId: 'admin-2', now } }, testMeta);
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
