import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { AuditModule } from '../../audit/audit.module.js';
import { AuditService } from '../../audit/audit.service.js';
import { FixedClock } from '../../shared/clock/clock.js';
import { loadConfig } from '../../shared/config/config.js';
import { CoreModule } from '../../shared/core/core.module.js';
import { DatabaseModule } from '../../shared/database/database.module.js';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import { EventStoreModule } from '../../shared/event-store/event-store.module.js';
import { WalletModule } from '../wallet.module.js';

export interface WalletTestApp {
  app: INestApplicationContext;
  commands: CommandBus;
  queries: QueryBus;
  audit: AuditService;
  pool: pg.Pool;
  clock: FixedClock;
  close(): Promise<void>;
}

/**
 * The wallet as the server wires it (CoreModule gives the Clock and APP_CONFIG), against a
 * test database, for *.int.spec.ts. (@nestjs/testing is not a dependency; a plain
 * application context does the same here.)
 */
export async function createWalletTestApp(databaseUrl: string): Promise<WalletTestApp> {
  const clock = new FixedClock();
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl });
  @Module({
    imports: [
      CoreModule.forRoot(config, clock),
      DatabaseModule.forRoot(databaseUrl),
      CqrsModule.forRoot(),
      EventStoreModule,
      WalletModule,
      AuditModule,
    ],
  })
  class WalletTestModule {}
  const app = await NestFactory.createApplicationContext(WalletTestModule, { logger: false });
  return {
    app,
    commands: app.get(CommandBus),
    queries: app.get(QueryBus),
    audit: app.get(AuditService),
    pool: app.get<pg.Pool>(PG_POOL),
    clock,
    close: () => app.close(),
  };
}
