import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';

/**
 * Each round's secret seed (DESIGN.md section 2, commit-reveal): 32 random bytes in
 * `round_secrets`, outside the event log that auditors read, in no read model and behind
 * no route, so nothing learns it before the round's draw_at. RoundOpened publishes only
 * sha256(seed); an RNG draw (ResultDrawn, at or after draw_at) reveals the seed itself.
 */
@Injectable()
export class RoundSecrets {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /**
   * The commitment (sha256 hex) of the round's seed, creating the seed on first call. The
   * seed is stored (committed) before any RoundOpened can name its commitment, and two
   * openers at once keep the first seed, so both decide the same commitment.
   */
  async commitmentFor(roundId: string): Promise<string> {
    // A seed inserted by a concurrent opener after this statement's snapshot is neither
    // inserted nor seen here; the next statement sees it.
    for (let attempt = 0; attempt < 3; attempt++) {
      const seed = await this.storedOrNewSeed(roundId);
      if (seed) return createHash('sha256').update(seed).digest('hex');
    }
    throw new Error(`The seed of round ${roundId} was neither stored nor found`);
  }

  /**
   * The round's seed (hex), for the RNG draw at or after draw_at, which reveals it; null
   * when the round has none. Only the DrawResult handler calls this, after the decider's
   * rules said the round is due.
   */
  async seedOf(roundId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ seed: Buffer }>({
      name: 'fd_round_seed_of',
      text: 'SELECT seed FROM round_secrets WHERE round_id = $1',
      values: [roundId],
    });
    return rows[0] ? rows[0].seed.toString('hex') : null;
  }

  private async storedOrNewSeed(roundId: string): Promise<Buffer | undefined> {
    const { rows } = await this.pool.query<{ seed: Buffer }>({
      name: 'fd_round_seed',
      text: `WITH fresh AS (
               INSERT INTO round_secrets (round_id, seed) VALUES ($1, $2) ON CONFLICT (round_id) DO NOTHING RETURNING seed
             )
             SELECT seed FROM fresh UNION ALL SELECT seed FROM round_secrets WHERE round_id = $1 LIMIT 1`,
      values: [roundId, randomBytes(32)],
    });
    return rows[0]?.seed;
  }
}
