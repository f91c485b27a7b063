import { concat, fromHex, isHex, sha256, toHex, utf8 } from './bytes.js';

/**
 * A ticket's Merkle inclusion proof, checked in the browser (encoding v1 of
 * server/src/draws/rounds/ticket-set/ticket-root.ts): leaf = sha256(0x00 ‖ UTF-8 leaf data),
 * node = sha256(0x01 ‖ left ‖ right); each step names the side its sibling is on.
 */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
}

const LEAF = new Uint8Array([0]);
const NODE = new Uint8Array([1]);

export async function leafHash(leafData: string): Promise<Uint8Array> {
  return sha256(LEAF, utf8(leafData));
}

/** The root the proof leads to from the leaf data (hex). */
export async function rootOf(leafData: string, proof: readonly ProofStep[]): Promise<string> {
  let hash = await leafHash(leafData);
  for (const step of proof) {
    if (!isHex(step.hash, 32) || (step.side !== 'left' && step.side !== 'right')) throw new Error('A proof step is malformed');
    const sibling = fromHex(step.hash);
    hash = await sha256(concat(NODE, step.side === 'left' ? sibling : hash, step.side === 'left' ? hash : sibling));
  }
  return toHex(hash);
}

export async function verifyInclusion(leafData: string, proof: readonly ProofStep[], root: string): Promise<boolean> {
  try {
    return (await rootOf(leafData, proof)) === root.toLowerCase();
  } catch {
    return false;
  }
}
