import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Clock } from '../shared/clock/clock.js';
import { EventStore } from '../shared/event-store/event-store.port.js';

type Check = 'ok' | string;

/** Liveness and readiness: the database answers, migrations are applied, the event store reads. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOkResponse({ description: '`status: ok` when every check passes; 503 otherwise. `time` is the server clock (moved by CLOCK_START / CLOCK_RATE).' })
  async health(@Res() reply: FastifyReply): Promise<void> {
    const checks: Record<string, Check> = {
      database: await attempt(() => this.dataSource.query('SELECT 1')),
      migrations: await attempt(async () => {
        if (await this.dataSource.showMigrations()) throw new Error('pending migrations');
      }),
      eventStore: await attempt(() => this.eventStore.readAll(null, 1)),
    };
    const healthy = Object.values(checks).every((c) => c === 'ok');
    await reply
      .status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .send({ status: healthy ? 'ok' : 'unavailable', checks, time: this.clock.now().toISOString() });
  }
}

async function attempt(check: () => Promise<unknown>): Promise<Check> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}
