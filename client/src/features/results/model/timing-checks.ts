import type { DrawProof } from '../api/results-api.js';
import type { Check } from './verify-proof.js';

/**
 * The order of what the round published, from its recorded times: the commitment before
 * any ticket sold, the ticket set before the beacon round existed (so neither the operator
 * nor anyone could pick tickets knowing it), and the result not before its time. The beacon
 * round's time is computed from the chain (genesis + (round − 1) × period), not taken
 * from the proof.
 */
const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

function before(id: Check['id'], first: string | null, second: string | null, orEqual = false): Check {
  const a = at(first);
  const b = at(second);
  if (Number.isNaN(a) || Number.isNaN(b)) return { id, outcome: 'fail', problem: 'timeMissing' };
  const ok = orEqual ? a <= b : a < b;
  return ok ? { id, outcome: 'pass' } : { id, outcome: 'fail', problem: 'notBefore', values: { first: first!, second: second! } };
}

/** The time of the beacon round the draw used, from the chain when the proof names it. */
export function beaconRoundTime(proof: DrawProof): string | null {
  const { chain, round } = proof.beacon;
  if (!chain || round === null || !(chain.period > 0)) return proof.beacon.round_time;
  return new Date((chain.genesis_time + (round - 1) * chain.period) * 1000).toISOString();
}

export function timingChecks(proof: DrawProof, usedBeacon: boolean): Check[] {
  // No ticket sold (a proof of an older shape says nothing of it either): nothing to be before.
  const opened: Check = !proof.first_ticket_at
    ? { id: 'openedBeforeFirstTicket', outcome: 'not-applicable' }
    : before('openedBeforeFirstTicket', proof.opened_at, proof.first_ticket_at);

  let closed: Check;
  const roundTime = beaconRoundTime(proof);
  if (!usedBeacon) closed = { id: 'closedBeforeBeacon', outcome: 'not-applicable' };
  else if (proof.beacon.round_time && roundTime && at(roundTime) !== at(proof.beacon.round_time)) {
    // The proof states another time for the round than its chain gives.
    closed = { id: 'closedBeforeBeacon', outcome: 'fail', computed: roundTime };
  } else closed = before('closedBeforeBeacon', proof.closed_at, roundTime);

  const result: Check = !proof.result_at
    ? { id: 'resultNotBeforeDrawAt', outcome: 'not-applicable' }
    : before('resultNotBeforeDrawAt', proof.draw_at, proof.result_at, true);
  return [opened, closed, result];
}
