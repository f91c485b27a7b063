import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import { lockKeys } from '../rate-limits/attempt-locks.js';
import { windowWaitMs } from '../rate-limits/sliding-window.js';
import type { Quota } from './quotas.js';

export type QuotaTake = { granted: true; id: string } | { granted: false; waitMs: number };

/**
 * Counts the events of identity's quotas (quotas.ts) in `identity_quota_events`. A take
 * reads the count and writes its own event in one transaction under an advisory lock on
 * the quota and subject, so however many requests arrive at once, on however many
 * instances, at most the quota's worth are granted in any window.
 */
@Injectable()
export class QuotaLedger {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Counts one event for `subject` if the quota has room now; otherwise says how long until it has. */
  async take(quota: Quota, subject: string): Promise<QuotaTake> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      await lockKeys(tx, [`quota:${quota.bucket}:${subject}`]);
      const [row]: { n: number; edge: Date | null }[] = await tx.query(
        `SELECT count(*)::int AS n, (array_agg(at ORDER BY at DESC))[$4] AS edge
           FROM identity_quota_events WHERE bucket = $1 AND subject = $2 AND at > $3`,
        [quota.bucket, subject, new Date(now.getTime() - quota.windowMs), quota.max],
      );
      const waitMs = windowWaitMs([{ count: row!.n, max: quota.max, edge: row!.edge }], quota.windowMs, now);
      if (waitMs > 0) return { granted: false, waitMs };
      const [inserted]: { id: string }[] = await tx.query(
        `INSERT INTO identity_quota_events (bucket, subject, at) VALUES ($1, $2, $3) RETURNING id::text`,
        [quota.bucket, subject, now],
      );
      return { granted: true, id: inserted!.id };
    });
  }

  /** Gives back one granted event (the thing it was taken for did not happen). */
  async giveBack(id: string): Promise<void> {
    await this.db.query(`DELETE FROM identity_quota_events WHERE id = $1`, [id]);
  }

  /** Forgets every event of the subject (e.g. a correct password forgives the wrong ones). */
  async clear(quota: Quota, subject: string): Promise<void> {
    await this.db.query(`DELETE FROM identity_quota_events WHERE bucket = $1 AND subject = $2`, [quota.bucket, subject]);
  }
}
