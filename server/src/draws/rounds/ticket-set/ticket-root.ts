import { createHash } from 'node:crypto';

/**
 * The hash of a round's frozen ticket set (DESIGN.md section 3): a Merkle root, so the
 * results issue can hand each player a short proof that their ticket is in the set that
 * RoundClosed published (and that the RNG result was derived from).
 *
 * Leaf encoding, version 1 (stable: proofs and published roots depend on it):
 *   leafData = UTF-8 bytes of JSON.stringify(["fairdraw-ticket-v1", roundId, ticketId,
 *              [num_1, num_2, num_3, num_4, num_5], letter | null, pricePaise])
 *   (numbers in the order the player picked them, as the sequence mode reads them; numbers
 *   and paise as JSON integers; no spaces), leaf = sha256(0x00 || leafData).
 * Order: tickets sorted by ticket id, byte-wise on its UTF-8 (SQL: COLLATE "C").
 * Tree: node = sha256(0x01 || left || right), level by level; an odd last node moves up
 * unchanged. The root of one leaf is that leaf; of no tickets, sha256 of nothing.
 * The player's id is not in the leaf: a proof shows a ticket, not who holds it.
 */
export interface TicketLeaf {
  ticketId: string;
  numbers: readonly number[];
  letter: string | null;
  pricePaise: number;
}

export const EMPTY_TICKET_ROOT = createHash('sha256').digest('hex');

const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

export function ticketLeafData(roundId: string, t: TicketLeaf): string {
  return JSON.stringify(['fairdraw-ticket-v1', roundId, t.ticketId, [...t.numbers], t.letter ?? null, t.pricePaise]);
}

export function ticketLeafHash(roundId: string, t: TicketLeaf): Buffer {
  return createHash('sha256').update(LEAF).update(ticketLeafData(roundId, t), 'utf8').digest();
}

function nodeHash(left: Buffer, right: Buffer): Buffer {
  return createHash('sha256').update(NODE).update(left).update(right).digest();
}

/** The root (hex) of leaves already in ticket-id order. */
export function merkleRoot(leaves: readonly Buffer[]): string {
  if (leaves.length === 0) return EMPTY_TICKET_ROOT;
  let level = leaves;
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? nodeHash(level[i], level[i + 1]) : level[i]);
    level = next;
  }
  return level[0].toString('hex');
}

/** The siblings from leaf `index` up to the root ('left' = the sibling is on the left). */
export function merkleProof(leaves: readonly Buffer[], index: number): { side: 'left' | 'right'; hash: string }[] {
  const proof: { side: 'left' | 'right'; hash: string }[] = [];
  let level = leaves;
  let at = index;
  while (level.length > 1) {
    const sibling = at % 2 === 0 ? at + 1 : at - 1;
    if (sibling < level.length) proof.push({ side: at % 2 === 0 ? 'right' : 'left', hash: level[sibling].toString('hex') });
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? nodeHash(level[i], level[i + 1]) : level[i]);
    level = next;
    at = Math.floor(at / 2);
  }
  return proof;
}

/** Whether `leaf` with `proof` leads to `root`: what a player's browser or an auditor checks. */
export function verifyMerkleProof(leaf: Buffer, proof: readonly { side: 'left' | 'right'; hash: string }[], root: string): boolean {
  let hash = leaf;
  for (const step of proof) {
    const sibling = Buffer.from(step.hash, 'hex');
    hash = step.side === 'left' ? nodeHash(sibling, hash) : nodeHash(hash, sibling);
  }
  return hash.toString('hex') === root;
}
