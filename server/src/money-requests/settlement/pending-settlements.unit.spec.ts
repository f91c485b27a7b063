import { EventBus } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Clock, FixedClock } from '../../shared/clock/clock.js';
import { EventStore } from '../../shared/event-store/event-store.port.js';
import { WithdrawalRequestRow } from '../projections/withdrawal-requests/withdrawal-request.entity.js';
import { RequestStreams } from '../request-streams.js';
import { FIRST_SWEEP_MS, PendingSettlements } from './pending-settlements.js';
import { WithdrawalSettlement } from './withdrawal-settlement.js';

/** The sweep's schedule with Nest's own scheduler; what a sweep settles is tested in tests/api/money-concurrency (on a store made to write apart). */
async function startWith(background: boolean, appendsTogether = false) {
  const sweeps: unknown[] = [];
  const rows = {
    find: async (options: unknown) => {
      sweeps.push(options);
      return [];
    },
  };
  const app = await Test.createTestingModule({
    imports: background ? [ScheduleModule.forRoot()] : [],
    providers: [
      PendingSettlements,
      { provide: RequestStreams, useValue: {} },
      { provide: WithdrawalSettlement, useValue: {} },
      { provide: Clock, useValue: new FixedClock() },
      { provide: EventBus, useValue: { publish: () => undefined } },
      { provide: EventStore, useValue: { appendsTogether } },
      { provide: getRepositoryToken(WithdrawalRequestRow), useValue: rows },
    ],
  }).compile();
  await app.init();
  return { app, sweeps };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PendingSettlements schedule (what a crash left is completed soon after a restart)', () => {
  it('sweeps once a second after the start where background jobs run, not again before the minute', async () => {
    const { app, sweeps } = await startWith(true);
    try {
      expect(sweeps).toHaveLength(0);
      await pause(FIRST_SWEEP_MS + 700);
      expect(sweeps).toHaveLength(1);
      expect(sweeps[0]).toMatchObject({ where: { updatedAt: expect.anything() } });
      await pause(1_000);
      expect(sweeps).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('does not sweep where background jobs do not run (command-line tools, SCHEDULER_ENABLED=false)', async () => {
    const { app, sweeps } = await startWith(false);
    try {
      await pause(FIRST_SWEEP_MS + 700);
      expect(sweeps).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('reads nothing where the store writes a request and its hold steps together (nothing can be left between them)', async () => {
    const { app, sweeps } = await startWith(true, true);
    try {
      await pause(FIRST_SWEEP_MS + 700);
      expect(sweeps).toHaveLength(0);
      expect(await app.get(PendingSettlements).sweep()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
