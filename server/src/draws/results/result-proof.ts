import { createHash } from 'node:crypto';
import type { RoundState } from '../rounds/round.js';
import type { DrandChainInfo } from './beacon/drand-chain.js';
import { BeaconVerificationError, verifyBeacon } from './beacon/drand-verify.js';
import { drawResultNumbers } from './result-rng.js';
import { checkResultNumbers } from './result-rules.js';

/**
 * What anyone can check of a round's stored result (for `npm run audit` and scripts): the
 * result comes from the source the round declared at open; a manual result is a valid
 * result of its period, approved by an admin other than the one who entered it (results
 * posted before approvals existed name none); an RNG result reveals the committed seed,
 * carries the committed beacon round (verified against `chain` when it is the round's
 * chain) or says why not, and its numbers follow from seed, beacon and ticket root
 * (result-rng.ts v1). Returns the problems found, none for a sound result or no result.
 */
export function resultProblems(state: RoundState, chain: DrandChainInfo | null = null): string[] {
  if (state.status === 'none' || !state.result) return [];
  const { round, result } = state;
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`round ${round.roundId}: ${text}`);
  try {
    checkResultNumbers(round.period, result.numbers, result.letter);
  } catch (error) {
    problem((error as Error).message);
  }
  const source = state.resultSource;
  if (source !== null && source !== result.source) problem(`the result came from ${result.source}, but the round declared ${source} at open`);
  if (result.source === 'manual') {
    if (source === 'manual' && (!result.approvedBy || result.approvedBy === result.adminId)) problem('the manual result was not approved by a second admin');
    return problems;
  }

  if (result.rngVersion !== 1) return [...problems, `round ${round.roundId}: unknown RNG version ${String(result.rngVersion)}`];
  if (!/^[0-9a-f]{64}$/.test(result.seed) || createHash('sha256').update(Buffer.from(result.seed, 'hex')).digest('hex') !== state.commitment) {
    problem('the revealed seed does not match the commitment published at open');
  }
  const { beacon, beaconStatus } = result;
  const declared = state.beaconRound === null ? 'none' : beacon ? 'verified' : 'late';
  if (beaconStatus !== declared) problem(`the beacon status is ${beaconStatus}, the round's events make it ${declared}`);
  if (beacon && (beacon.round !== state.beaconRound || beacon.chain !== state.beaconChain)) problem('the beacon is not the round committed to at open');
  if (beacon && chain && chain.hash === beacon.chain) {
    try {
      verifyBeacon(chain, beacon.round, beacon);
    } catch (error) {
      if (!(error instanceof BeaconVerificationError)) throw error;
      problem(`the beacon does not verify: ${error.message}`);
    }
  }
  if (!state.ticketSet) return [...problems, `round ${round.roundId}: drawn without a frozen ticket set`];
  try {
    const expected = drawResultNumbers({
      seed: result.seed, beaconRandomness: beacon?.randomness ?? null, ticketRoot: state.ticketSet.ticketRoot, roundId: round.roundId, period: round.period,
    });
    if (JSON.stringify(expected) !== JSON.stringify({ numbers: result.numbers, letter: result.letter })) {
      problem(`the numbers ${result.numbers.join(',')}${result.letter ?? ''} do not follow from seed, beacon and ticket root (${expected.numbers.join(',')}${expected.letter ?? ''})`);
    }
  } catch (error) {
    problem(`the result cannot be recomputed: ${(error as Error).message}`);
  }
  return problems;
}
