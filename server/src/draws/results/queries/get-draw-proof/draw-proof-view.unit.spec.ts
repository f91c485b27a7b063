import type { RoundSettlement } from '../../../rounds/round-settlement.js';
import { drawProofView as view, proofAdminIds, wantsManualSeed, type BeaconChainView, type ProofRecord } from './draw-proof-view.js';

const DRAW_AT = new Date('2026-01-06T06:20:00.000Z');
const before = new Date(DRAW_AT.getTime() - 1);
const chain: BeaconChainView = { hash: 'c'.repeat(64), public_key: 'k'.repeat(192), scheme: 'bls-unchained-g1-rfc9380', period: 3, genesis_time: 1, url: 'https://relay' };
const settlement = { roundId: 'r', period: '3h', resultSource: 'manual', ticketCount: 0, salesPaise: 0, tables: {}, pots: [], fixedPrizesPaise: 0, potPrizesPaise: 0, prizesPaise: 0, winners: 0, winningTickets: 0, houseSharePaise: 0 } as RoundSettlement;

const row = (over: Partial<ProofRecord> = {}): ProofRecord => ({
  round_id: 'r', period: '3h', status: 'resulted', start_at: new Date('2026-01-06T03:30:00.000Z'), close_at: new Date('2026-01-06T06:00:00.000Z'), draw_at: DRAW_AT,
  price_paise: '10000', commitment: 'a'.repeat(64), ticket_count: 2, sales_paise: '20000', ticket_root: 'b'.repeat(64),
  beacon_round: '99', beacon_chain: chain.hash, result_admin_id: 'admin-1', seed: null, beacon_randomness: null, beacon_signature: null, beacon_status: null,
  settlement: null, settled_at: null, result_source: 'manual', result_num_1: 7, result_num_2: 6, result_num_3: 5, result_num_4: 4, result_num_5: 3, result_letter: null,
  result_at: DRAW_AT, source: 'manual', tables: null, opened_at: new Date('2026-01-06T03:30:01.000Z'), ticket_set_at: new Date('2026-01-06T06:00:01.000Z'),
  first_ticket_at: null, last_ticket_at: null, result_entered_at: new Date('2026-01-06T06:05:00.000Z'), result_approver_id: 'admin-2',
  result_recorded_at: new Date('2026-01-06T06:07:00.000Z'), ...over,
});
const NAMES = new Map([['admin-1', 'maker'], ['admin-2', 'checker']]);
/** The view with the extras the handler looks up: the chain, the manual seed, the admins' names, no feed entry. */
const drawProofView = (r: ProofRecord, now: Date, chain: BeaconChainView | null, manualSeed: string | null) =>
  view(r, now, { chain, manualSeed, adminNames: NAMES, closeFeed: null });

describe('the public proof of a round, by the clock', () => {
  it('hides a posted result, its source, admin and seed until result_at; shows them from then', () => {
    expect(drawProofView(row(), before, chain, 'f'.repeat(64))).toMatchObject({ stage: 'closed', result: null, result_at: null, result_source: null, admin_id: null, seed: null });
    expect(wantsManualSeed(row(), before)).toBe(false);
    expect(wantsManualSeed(row(), DRAW_AT)).toBe(true);
    expect(drawProofView(row(), DRAW_AT, chain, 'f'.repeat(64))).toMatchObject({
      stage: 'resulted', result: { num_1: 7, num_2: 6, num_3: 5, num_4: 4, num_5: 3 }, result_at: DRAW_AT.toISOString(), result_source: 'manual', admin_id: 'admin-1', seed: 'f'.repeat(64), rng_version: null,
    });
  });

  it("an RNG result reveals its own seed and beacon; the chain shows only when it is the round's", () => {
    const rng = row({ result_source: 'rng', result_admin_id: null, seed: 'e'.repeat(64), beacon_randomness: 'd'.repeat(64), beacon_signature: '9'.repeat(96), beacon_status: 'verified' });
    expect(wantsManualSeed(rng, DRAW_AT)).toBe(false);
    const p = drawProofView(rng, DRAW_AT, chain, null);
    expect(p).toMatchObject({ seed: 'e'.repeat(64), rng_version: 1, admin_id: null, beacon: { round: 99, chain, randomness: 'd'.repeat(64), status: 'verified' } });
    expect(drawProofView(rng, DRAW_AT, { ...chain, hash: '0'.repeat(64) }, null).beacon.chain).toBeNull();
  });

  it('shows the settlement only with the published result, or for a round settled without one (no tickets)', () => {
    const settled = row({ status: 'settled', settlement, settled_at: DRAW_AT });
    expect(drawProofView(settled, before, null, null)).toMatchObject({ stage: 'closed', settlement: null });
    expect(drawProofView(settled, DRAW_AT, null, null)).toMatchObject({ stage: 'settled', settlement: { winners: 0, sales: 0 } });
    const empty = row({ status: 'settled', settlement, settled_at: DRAW_AT, result_source: null, result_num_1: null, result_num_2: null, result_num_3: null, result_num_4: null, result_num_5: null, result_at: null, ticket_count: 0 });
    expect(drawProofView(empty, DRAW_AT, null, null)).toMatchObject({ stage: 'settled', result: null, settlement: { ticket_count: 0 } });
  });

  it('an open round by the clock: open until close_at even before its close is recorded', () => {
    const open = row({ status: 'open', result_source: null, result_num_1: null, result_at: null, ticket_count: null, ticket_root: null });
    expect(drawProofView(open, before, null, null).stage).toBe('closed'); // before = after close_at here
    expect(drawProofView(open, new Date('2026-01-06T05:00:00.000Z'), null, null).stage).toBe('open');
  });

  it('a published manual result names both admins and their times; none before result_at', () => {
    expect(drawProofView(row(), before, chain, null).manual).toBeNull();
    expect(proofAdminIds(row(), before)).toEqual([]);
    expect(proofAdminIds(row(), DRAW_AT)).toEqual(['admin-1', 'admin-2']);
    expect(drawProofView(row(), DRAW_AT, chain, null)).toMatchObject({
      source: 'manual', operator_trusted: false,
      manual: { entered_by: 'maker', entered_at: '2026-01-06T06:05:00.000Z', approved_by: 'checker', approved_at: '2026-01-06T06:07:00.000Z' },
    });
    const old = drawProofView(row({ result_approver_id: null, result_entered_at: null }), DRAW_AT, chain, null);
    expect(old.manual).toEqual({ entered_by: 'maker', entered_at: '2026-01-06T06:07:00.000Z', approved_by: null, approved_at: null });
  });

  it('an RNG round without a beacon says the operator could have influenced it; with one it does not; a manual round never does', () => {
    expect(drawProofView(row({ source: 'rng', beacon_round: null, beacon_chain: null }), before, null, null).operator_trusted).toBe(true);
    expect(drawProofView(row({ source: null, beacon_round: null, beacon_chain: null }), before, null, null).operator_trusted).toBe(true);
    expect(drawProofView(row({ source: 'rng' }), before, chain, null).operator_trusted).toBe(false);
    expect(drawProofView(row({ source: 'rng', result_source: 'rng', beacon_status: 'late' }), DRAW_AT, chain, null).operator_trusted).toBe(true);
    expect(drawProofView(row({ beacon_round: null, beacon_chain: null }), before, null, null).operator_trusted).toBe(false);
  });

  it('a due result not out is delayed since draw_at: waiting for approval (manual) or the beacon (RNG); not before draw_at, not once out', () => {
    const waiting = { status: 'closed', result_source: null, result_num_1: null, result_at: null } as const;
    expect(drawProofView(row(waiting), DRAW_AT, chain, null).delay).toEqual({ since: DRAW_AT.toISOString(), reason: 'approval' });
    expect(drawProofView(row({ ...waiting, source: 'rng' }), DRAW_AT, chain, null).delay).toEqual({ since: DRAW_AT.toISOString(), reason: 'beacon' });
    expect(drawProofView(row({ ...waiting, source: 'rng', beacon_round: null }), DRAW_AT, null, null).delay).toBeNull();
    expect(drawProofView(row(waiting), before, chain, null).delay).toBeNull();
    expect(drawProofView(row(), DRAW_AT, chain, null).delay).toBeNull();
  });

  it('shows when each part became public, the beacon round time from the chain, the rules fixed at open and the verification document', () => {
    const tables = { any: { multipliers: { fiveN: 100 }, jackpotPaise: 10_000_00, potShareBps: 500 } };
    const p = drawProofView(row({ tables, first_ticket_at: new Date('2026-01-06T03:31:00.000Z') }), before, chain, null);
    expect(p).toMatchObject({
      opened_at: '2026-01-06T03:30:01.000Z', closed_at: '2026-01-06T06:00:01.000Z', first_ticket_at: '2026-01-06T03:31:00.000Z',
      beacon: { round: 99, round_time: new Date((1 + 98 * 3) * 1000).toISOString() },
      rules: { round_amount: 100, tables: { any: { multipliers: { fiveN: 100 }, jackpot_base: 10_000, pot_share_bps: 500 } } },
      fairness_doc: '/docs/fairness.md',
    });
    expect(drawProofView(row(), before, null, null).beacon.round_time).toBeNull();
    expect(drawProofView(row(), before, null, null).rules).toBeNull();
  });
});
