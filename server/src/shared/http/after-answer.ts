import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { RateLimitedError } from '../errors/rate-limited-error.js';

/** Work waiting to start past this many is refused: a flood must not grow memory without end. */
export const AFTER_ANSWER_MAX_WAITING = 1000;
/** Tasks running at once (each may hold a database connection). */
export const AFTER_ANSWER_CONCURRENCY = 4;
/** How long shutting down waits for the work already taken. */
const DRAIN_TIMEOUT_MS = 10_000;

export class ServerBusyError extends RateLimitedError {
  constructor() {
    super('HTTP.BUSY', 'The server is busy. Please try again in a minute.', 60);
  }
}

/**
 * Work a request starts but must not wait for, because its answer would then tell
 * something: whether an email has an account shows in how long registration or
 * forgot-password takes when only a known address gets its row written and its mail sent
 * (DESIGN.md 5). The handler answers at once, alike for every address, and the work runs
 * here after the answer, a few tasks at a time. A failure is logged; the caller can ask
 * again. Work in memory ends with the process, so shutting down waits for it.
 */
@Injectable()
export class AfterAnswer implements OnModuleDestroy {
  private readonly logger = new Logger('AfterAnswer');
  private readonly waiting: { label: string; task: () => Promise<void> }[] = [];
  private running = 0;
  private idle: { promise: Promise<void>; resolve: () => void } | undefined;

  /** Queues `task`; it starts after the current request's answer has gone (the next turn of the event loop). */
  run(label: string, task: () => Promise<void>): void {
    if (this.waiting.length >= AFTER_ANSWER_MAX_WAITING) throw new ServerBusyError();
    this.waiting.push({ label, task });
    setImmediate(() => this.startNext());
  }

  /** Resolves once nothing is waiting or running (tests; shutdown). */
  settled(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    if (!this.idle) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      this.idle = { promise, resolve };
    }
    return this.idle.promise;
  }

  async onModuleDestroy(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((done) => (timer = setTimeout(done, DRAIN_TIMEOUT_MS)));
    await Promise.race([this.settled(), timeout]);
    clearTimeout(timer);
  }

  private startNext(): void {
    while (this.running < AFTER_ANSWER_CONCURRENCY && this.waiting.length > 0) {
      const { label, task } = this.waiting.shift()!;
      this.running++;
      void Promise.resolve()
        .then(task)
        .catch((error: unknown) => this.logger.error(`${label} failed after the answer: ${(error as Error)?.message ?? String(error)}`))
        .finally(() => {
          this.running--;
          this.startNext();
          if (this.running === 0 && this.waiting.length === 0 && this.idle) {
            this.idle.resolve();
            this.idle = undefined;
          }
        });
    }
  }
}
