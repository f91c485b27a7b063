import { Inject, Injectable } from '@nestjs/common';
import pg from 'pg';
import { PG_POOL } from '../shared/database/pg-pool.js';
import { DomainError } from '../shared/errors/domain-error.js';
import { KeyedLock } from '../wallet/keyed-lock.js';

/** The two-int advisory key space's namespace of this lock (rounds use 1795265, leadership 1795268). */
export const PLAY_LOCK_CLASS = 1795274;
/** How long a request waits for another of the same player's before it gives up (409). */
const WAIT_MS = 15_000;
/** Connections this instance holds or waits with at most: a flood of requests cannot use up the server's. */
const MAX_CONNECTIONS = 8;

export class PlayBusyError extends DomainError {
  constructor() {
    super('PLAY.BUSY', 'Another request of yours is being handled. Please try again.', 'conflict');
  }
}

/**
 * One player's deposit requests and responsible-play changes, one at a time, across every
 * instance: a deposit request's limit check and its append happen under this lock, so two
 * requests at once cannot both pass a limit that only one fits, and a limit lowered or a
 * pause started meanwhile waits for (or is seen by) the check.
 *
 * A session-level PostgreSQL advisory lock on a connection of its own (a pooled one would
 * pass the lock on to whoever borrows it next, and holding a pooled connection while the
 * work borrows others could starve the pool). The lock is released after the work, on
 * error too; a process that dies mid-work closes its connection, which releases it.
 * Within this instance the player's requests queue first, so each holds one connection.
 */
@Injectable()
export class PlayerPlayLock {
  private readonly queue = new KeyedLock();
  private readonly slots = new Slots(MAX_CONNECTIONS);

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.queue.run(userId, () => this.slots.run(() => this.locked(userId, work)));
  }

  private async locked<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const client = new pg.Client({ ...this.pool.options, password: this.pool.options.password, keepAlive: true });
    // A connection lost mid-work ends the session (and the lock); the error surfaces on the next query, or not at all.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query(`SELECT set_config('lock_timeout', '${WAIT_MS}ms', false)`);
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [PLAY_LOCK_CLASS, userId]);
    } catch (error) {
      await client.end().catch(() => undefined);
      // 55P03 lock_not_available: another instance holds the player's lock too long.
      if ((error as { code?: string }).code === '55P03') throw new PlayBusyError();
      throw error;
    }
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [PLAY_LOCK_CLASS, userId]).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  }
}

/** At most `size` at once; the others wait in turn. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
