import type { DrawProof } from '../api/results-api.js';
import { checkBeacon } from './beacon.js';
import { fromHex, isHex, sha256, toHex } from './bytes.js';
import { closeFeedCheck, type ReadCloses } from './close-feed.js';
import { drawResultV1 } from './result-rng.js';
import { timingChecks } from './timing-checks.js';

/**
 * What the proof page's Verify button recomputes in the browser (issue 11): each check
 * passes, fails, or does not apply to this draw (with why). Nothing is taken from the
 * server's say-so: only the published values go in.
 */
export type CheckId =
  | 'commitment' | 'beaconRandomness' | 'beaconSignature' | 'result'
  | 'openedBeforeFirstTicket' | 'closedBeforeBeacon' | 'resultNotBeforeDrawAt' | 'closeFeed';
export type CheckOutcome = 'pass' | 'fail' | 'not-applicable' | 'unchecked';

export interface Check {
  id: CheckId;
  outcome: CheckOutcome;
  /** For 'fail': what was computed, to compare with what was published. */
  computed?: string;
  /** For 'fail': why nothing could be computed (the page says it in the language shown). */
  problem?:
    | 'seedNotHex' | 'inputsMissing' | 'rngSeedNotHex' | 'rngTicketRootNotHex' | 'rngBeaconNotHex'
    | 'timeMissing' | 'notBefore' | 'feedEntryMissing' | 'feedDiffers' | 'feedChainBroken';
  /** The problem's particulars (the times out of order, the fields that differ). */
  values?: Record<string, string>;
}

const sameResult = (a: { numbers: number[]; letter: string | null }, b: { numbers: number[]; letter: string | null }) =>
  a.numbers.length === b.numbers.length && a.numbers.every((n, i) => n === b.numbers[i]) && (a.letter ?? null) === (b.letter ?? null);

export function resultText(r: { numbers: number[]; letter: string | null }): string {
  return `${r.numbers.map((n) => String(n).padStart(2, '0')).join(', ')}${r.letter ? ` + ${r.letter}` : ''}`;
}

async function commitmentCheck(proof: DrawProof): Promise<Check> {
  if (!proof.seed) return { id: 'commitment', outcome: 'not-applicable' };
  if (!isHex(proof.seed, 32)) return { id: 'commitment', outcome: 'fail', problem: 'seedNotHex' };
  const hash = toHex(await sha256(fromHex(proof.seed)));
  return hash === proof.commitment.toLowerCase() ? { id: 'commitment', outcome: 'pass' } : { id: 'commitment', outcome: 'fail', computed: hash };
}

/** Whether the RNG mixed in the beacon: only a value of the committed round that was obtained in time. */
export const usedBeacon = (proof: DrawProof) => proof.beacon.status === 'verified';

async function beaconChecks(proof: DrawProof): Promise<Check[]> {
  const { round, randomness, signature, chain } = proof.beacon;
  if (!usedBeacon(proof) || round === null || !randomness || !signature) {
    return [{ id: 'beaconRandomness', outcome: 'not-applicable' }, { id: 'beaconSignature', outcome: 'not-applicable' }];
  }
  const checks = await checkBeacon({ round, randomness, signature }, chain);
  return [
    { id: 'beaconRandomness', outcome: checks.randomness ? 'pass' : 'fail' },
    { id: 'beaconSignature', outcome: checks.signature === null ? 'unchecked' : checks.signature ? 'pass' : 'fail' },
  ];
}

async function resultCheck(proof: DrawProof): Promise<Check> {
  if (proof.result_source !== 'rng' || !proof.result) return { id: 'result', outcome: 'not-applicable' };
  if (!proof.seed || !proof.ticket_root) return { id: 'result', outcome: 'fail', problem: 'inputsMissing' };
  const beaconRandomness = usedBeacon(proof) ? proof.beacon.randomness : null;
  // What the RNG would refuse, said in the page's words (result-rng.ts checks the same).
  if (!isHex(proof.seed, 32)) return { id: 'result', outcome: 'fail', problem: 'rngSeedNotHex' };
  if (!isHex(proof.ticket_root, 32)) return { id: 'result', outcome: 'fail', problem: 'rngTicketRootNotHex' };
  if (beaconRandomness !== null && !isHex(beaconRandomness, 32)) return { id: 'result', outcome: 'fail', problem: 'rngBeaconNotHex' };
  try {
    const drawn = await drawResultV1({
      seed: proof.seed,
      beaconRandomness,
      ticketRoot: proof.ticket_root,
      roundId: proof.draw_id,
      period: proof.period,
    });
    return sameResult(drawn, proof.result) ? { id: 'result', outcome: 'pass' } : { id: 'result', outcome: 'fail', computed: resultText(drawn) };
  } catch (error) {
    return { id: 'result', outcome: 'fail', computed: error instanceof Error ? error.message : String(error) };
  }
}

export async function verifyProof(proof: DrawProof): Promise<Check[]> {
  const [commitment, beacon, result] = await Promise.all([commitmentCheck(proof), beaconChecks(proof), resultCheck(proof)]);
  return [commitment, ...beacon, result];
}

/**
 * Everything the Verify button checks: the computations above, then the order of what the
 * round published and its entry in the feed of closes (`readCloses` reads that feed;
 * without it that check is left unchecked).
 */
export async function verifyDraw(proof: DrawProof, readCloses?: ReadCloses): Promise<Check[]> {
  const [computed, feed] = await Promise.all([verifyProof(proof), closeFeedCheck(proof, readCloses)]);
  return [...computed, ...timingChecks(proof, usedBeacon(proof)), feed];
}
