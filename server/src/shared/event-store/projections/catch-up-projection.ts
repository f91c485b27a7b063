import type pg from 'pg';
import type { StoredEvent } from '../event-store.port.js';

/**
 * A read model kept up to date after the fact by a catch-up subscription (DESIGN.md
 * section 1), for views that a command's next read need not see at once. Its rows and its
 * checkpoint are written in one transaction, so after a crash it resumes exactly where
 * its rows stopped.
 */
export interface CatchUpProjection {
  /** Unique; names its row in projection_checkpoints. */
  name: string;
  /** Event types it applies; the others only move its checkpoint. */
  handles: string[];
  /** Its tables: what a rebuild truncates before replaying. */
  tables: string[];
  /** Applies one event, using only `client` (it is inside the checkpoint's transaction). */
  apply(event: StoredEvent, client: pg.PoolClient): Promise<void>;
}

/** Another runner moved the checkpoint: this one restarts from the stored checkpoint. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
  constructor(
    readonly projection: string,
    readonly expected: string | null,
    readonly stored: string | null,
  ) {
    super(`Checkpoint of projection ${projection} moved from ${expected} to ${stored} under this runner`);
  }
}
