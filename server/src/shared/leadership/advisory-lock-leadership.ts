import type pg from 'pg';
import { Leadership, LeadershipListeners } from './leadership.js';

/**
 * The leader's lock, in the two-int advisory key space (which never meets the one-bigint
 * space): 1795268 is this feature's namespace (as rounds use 1795265), 1 the background work.
 */
export const LEADER_LOCK = { classId: 1795268, objectId: 1 } as const;

const TRY_LOCK = `SELECT pg_try_advisory_lock(${LEADER_LOCK.classId}, ${LEADER_LOCK.objectId}) AS held`;
// Proves both that the session lives and that it still holds the lock (nothing unlocked it).
const STILL_HELD = `SELECT EXISTS (
  SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND granted
     AND classid = ${LEADER_LOCK.classId} AND objid = ${LEADER_LOCK.objectId} AND objsubid = 2) AS held`;

export interface AdvisoryLockLeadershipOptions {
  /** Pause between two checks (ms): how soon a follower takes over a dead leader's lock. */
  checkMs?: number;
  /** A connect or check slower than this counts as a lost connection (ms). */
  timeoutMs?: number;
  /**
   * The server ends the lock's session when it stays idle this long (PostgreSQL 14+), so a
   * leader that froze or was cut off loses the lock on the server's side as well (ms).
   */
  idleSessionTimeoutMs?: number;
  /** Gained and lost, with the reason (for the log). */
  log?(message: string): void;
  onError?(error: unknown): void;
}

/**
 * Leadership by a session-level PostgreSQL advisory lock held on a connection of its own
 * (a pooled connection would pass the lock on to whoever borrows it next). Every instance
 * tries the lock every `checkMs`; the holder checks it still has it. The lock lives exactly
 * as long as the session: when the leader's process dies or its connection is cut, the
 * server releases it and the next try elsewhere wins. A connection error ends this
 * instance's term at once, before any reconnection.
 */
export class AdvisoryLockLeadership extends Leadership {
  private readonly listeners: LeadershipListeners;
  private client: pg.Client | null = null;
  private term: AbortController | null = null;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> = Promise.resolve();
  private running = false;
  private failing = false;

  constructor(
    private readonly connection: () => pg.Client,
    private readonly options: AdvisoryLockLeadershipOptions = {},
  ) {
    super();
    this.listeners = new LeadershipListeners((error) => this.options.onError?.(error));
  }

  isLeader(): boolean {
    return this.term !== null;
  }

  currentTerm(): AbortSignal | null {
    return this.term?.signal ?? null;
  }

  onChange(listener: (leading: boolean) => void): () => void {
    return this.listeners.add(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.next(0);
  }

  /** Ends the term (its signal first), then closes the connection, which frees the lock for the next leader. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.resign('this instance is stopping');
    await this.checking;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private next(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.checking = this.check().finally(() => {
        if (this.running) this.next(this.options.checkMs ?? 1000);
      });
    }, delayMs);
  }

  private async check(): Promise<void> {
    let client: pg.Client | null = this.client;
    try {
      client ??= await this.open();
      const leading = this.term !== null;
      const { rows } = await this.timed(client.query<{ held: boolean }>(leading ? STILL_HELD : TRY_LOCK));
      const held = rows[0]?.held === true;
      if (leading && !held) this.drop(client, new Error('the advisory lock is no longer held'));
      if (!leading && held && this.running && this.client === client) this.gain();
      // (Stopped meanwhile: closing the connection in stop lets the lock go again.)
      this.failing = false;
    } catch (error) {
      if (client) this.drop(client, error);
    }
  }

  private async open(): Promise<pg.Client> {
    const client = this.connection();
    this.client = client;
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client, new Error('the connection ended')));
    try {
      await this.timed(client.connect());
      await this.timed(client.query(`SET application_name = 'fairdraw leader election (pid ${process.pid})'`));
      const idleMs = this.options.idleSessionTimeoutMs ?? 10_000;
      // PostgreSQL before 14 does not know the setting: then only the TCP keepalive ends a dead session.
      await this.timed(client.query(`SET idle_session_timeout = ${Math.round(idleMs)}`)).catch(() => undefined);
      return client;
    } catch (error) {
      this.drop(client, error);
      throw error;
    }
  }

  /** Forgets a connection that failed: the term ends now, a new connection is opened at the next check. */
  private drop(client: pg.Client, reason: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    this.resign(`connection to PostgreSQL lost (${(reason as Error)?.message ?? String(reason)})`);
    // Reported once per outage, not at every check while the database stays away.
    if (this.running && !this.failing) this.options.onError?.(reason);
    this.failing = true;
  }

  private gain(): void {
    this.term = new AbortController();
    this.options.log?.('This instance now leads the background work (draw transitions, settlement)');
    this.listeners.tell(true);
  }

  private resign(reason: string): void {
    const term = this.term;
    if (!term) return;
    this.term = null;
    term.abort(new Error(`Leadership lost: ${reason}`));
    this.options.log?.(`This instance no longer leads the background work: ${reason}`);
    this.listeners.tell(false);
  }

  private timed<T>(work: Promise<T>): Promise<T> {
    const ms = this.options.timeoutMs ?? 3000;
    let timer: NodeJS.Timeout;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from PostgreSQL within ${ms} ms`)), ms);
    });
    work.catch(() => undefined); // a late failure of work given up on is not unhandled
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }
}
