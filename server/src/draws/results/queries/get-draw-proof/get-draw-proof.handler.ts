import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { GetAdminUsernames } from '../../../../identity/queries/get-admin-usernames/get-admin-usernames.query.js';
import { Clock } from '../../../../shared/clock/clock.js';
import { PG_POOL } from '../../../../shared/database/pg-pool.js';
import { GetCloseEntry } from '../../../closes/queries/get-close-entry/get-close-entry.query.js';
import { RESULT_COLUMNS } from '../published-result.js';
import { PublicBeaconChain } from './public-beacon-chain.js';
import { drawProofView, proofAdminIds, wantsManualSeed, type DrawProofView, type ProofRecord } from './draw-proof-view.js';
import { FAIRNESS_COLUMNS } from './proof-fairness.js';
import { GetDrawProof } from './get-draw-proof.query.js';

const COLUMNS = `round_id, period, status, start_at, close_at, draw_at, price_paise, commitment, ticket_count, sales_paise,
  ticket_root, beacon_round, beacon_chain, result_admin_id, seed, beacon_randomness, beacon_signature, beacon_status,
  settlement, settled_at, ${RESULT_COLUMNS}, ${FAIRNESS_COLUMNS}`;

/**
 * A round's public proof from the `rounds` read model. The seed of an RNG result is in
 * the row (ResultDrawn revealed it); a manual result's seed is read from round_secrets,
 * only once that result is published (so after draw_at), to let anyone check the
 * commitment of every round. A published manual result names its two admins.
 */
@QueryHandler(GetDrawProof)
export class GetDrawProofHandler implements IQueryHandler<GetDrawProof, DrawProofView | null> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly chain: PublicBeaconChain,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ drawId }: GetDrawProof): Promise<DrawProofView | null> {
    const now = this.clock.now();
    const { rows } = await this.pool.query<ProofRecord>({ name: 'fd_draw_proof_fair', text: `SELECT ${COLUMNS} FROM rounds WHERE round_id = $1`, values: [drawId] });
    const row = rows[0];
    if (!row) return null;
    const admins = proofAdminIds(row, now);
    const [manualSeed, adminNames, closeFeed] = await Promise.all([
      wantsManualSeed(row, now) ? this.manualSeed(drawId) : null,
      admins.length > 0 ? this.queryBus.execute(new GetAdminUsernames(admins)) : new Map<string, string>(),
      row.ticket_root === null ? null : this.queryBus.execute(new GetCloseEntry(drawId)),
    ]);
    return drawProofView(row, now, { chain: this.chain.view(), manualSeed, adminNames, closeFeed });
  }

  private async manualSeed(drawId: string): Promise<string | null> {
    const secret = await this.pool.query<{ seed: string }>({
      name: 'fd_draw_proof_seed',
      text: `SELECT encode(seed, 'hex') AS seed FROM round_secrets WHERE round_id = $1`,
      values: [drawId],
    });
    return secret.rows[0]?.seed ?? null;
  }
}
