import type pg from 'pg';
import { SQL, type EventRow } from './pg-rows.js';

export type AppendRow = EventRow & { next_version: number; duplicate: boolean };

type GroupRow = AppendRow & { item: number; error_code: string | null; error_message: string | null; error_detail: string | null; error_constraint: string | null };

export interface AppendGroupOptions {
  /** Statements in flight at once; appends that come while they all run wait and go together. */
  inFlight: number;
  /** Appends in one group at most (fd_append_group takes 64). */
  items: number;
}

interface Pending {
  streamId: string;
  expectedVersion: number;
  events: string;
  resolve(rows: AppendRow[]): void;
  reject(error: unknown): void;
}

/**
 * Group commit for single-stream appends. While fewer than `inFlight` statements run, an
 * append goes alone (fd_append_events: no wait, no subtransaction). Under load the appends
 * that arrive while all of them run wait for the next free slot and go together, as one
 * fd_append_group call: one round trip and one commit for all, each append still judged on
 * its own (version, ids, projections) with its own outcome. Nothing is answered before its
 * commit, so a crash loses only appends nobody was told about.
 */
export class AppendGroups {
  private queue: Pending[] = [];
  private running = 0;
  /** How many groups of more than one append were sent (read by tests and the bench). */
  grouped = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: AppendGroupOptions = { inFlight: 8, items: 32 },
  ) {}

  /** `events` is the JSON array fd_append_events takes. Rejects with the database's error, as a lone append would. */
  append(streamId: string, expectedVersion: number, events: string): Promise<AppendRow[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, expectedVersion, events, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.options.inFlight && this.queue.length > 0) {
      const group = this.queue.splice(0, this.options.items);
      this.running++;
      void this.send(group).finally(() => {
        this.running--;
        this.next();
      });
    }
  }

  private async send(group: Pending[]): Promise<void> {
    try {
      if (group.length === 1) {
        const [{ streamId, expectedVersion, events }] = group;
        const { rows } = await this.pool.query<AppendRow>({ name: 'fd_append', text: SQL.append, values: [streamId, expectedVersion, events] });
        group[0].resolve(rows);
        return;
      }
      this.grouped++;
      const items = group.map((p) => `{"s":${JSON.stringify(p.streamId)},"v":${p.expectedVersion},"e":${p.events}}`);
      const { rows } = await this.pool.query<GroupRow>({ name: 'fd_append_group', text: SQL.appendGroup, values: [`[${items.join(',')}]`] });
      const byItem = group.map((): GroupRow[] => []);
      for (const row of rows) byItem[row.item - 1].push(row);
      byItem.forEach((itemRows, i) => {
        const failed = itemRows[0]?.error_code;
        if (failed) group[i].reject(databaseError(itemRows[0]));
        else group[i].resolve(itemRows);
      });
    } catch (error) {
      // The statement failed as a whole (a lost connection): none of it is known to be stored.
      for (const pending of group) pending.reject(error);
    }
  }
}

/** An item's error as the driver reports a statement's (code, detail, constraint), for the same mapping. */
function databaseError(row: GroupRow): Error {
  return Object.assign(new Error(row.error_message ?? 'append failed'), { code: row.error_code, detail: row.error_detail ?? undefined, constraint: row.error_constraint ?? undefined });
}
