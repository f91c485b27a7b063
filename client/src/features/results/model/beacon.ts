import { fromHex, isHex, sha256, toHex } from './bytes.js';

/**
 * The drand beacon value of a draw, checked in the browser: it is the round committed when
 * the draw opened, on the chain committed, its randomness is sha256(signature), and the
 * signature verifies against the chain's public key. Scheme bls-unchained-g1-rfc9380
 * (drand's quicknet): signatures on G1, the key on G2, message = sha256(uint64be(round)).
 * The BLS library is large, so it loads only when a check runs.
 */
export const SUPPORTED_SCHEME = 'bls-unchained-g1-rfc9380';
export const G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

export interface Beacon {
  chain: string;
  round: number;
  randomness: string;
  signature: string;
}

export interface ChainInfo {
  public_key: string;
  schemeID: string;
  hash?: string;
}

export interface BeaconChecks {
  /** The value is of the round and chain committed at open. */
  committedRound: boolean;
  /** randomness = sha256(signature). */
  randomness: boolean;
  /** The BLS signature verifies against the chain key; null when the scheme is not supported. */
  signature: boolean | null;
}

export function roundMessage(round: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(round));
  return out;
}

export async function verifySignature(beacon: Beacon, chain: ChainInfo): Promise<boolean | null> {
  if (chain.schemeID !== SUPPORTED_SCHEME) return null;
  if (!isHex(beacon.signature) || !isHex(chain.public_key) || !Number.isSafeInteger(beacon.round) || beacon.round < 0) return false;
  const { bls12_381 } = await import('@noble/curves/bls12-381.js');
  const bls = bls12_381.shortSignatures;
  try {
    const message = bls.hash(await sha256(roundMessage(beacon.round)), G1_DST);
    return bls.verify(fromHex(beacon.signature), message, fromHex(chain.public_key));
  } catch {
    // A signature or key that is not a point on the curve.
    return false;
  }
}

export async function checkBeacon(beacon: Beacon, chain: ChainInfo, committed: { round: number | null; chain: string | null }): Promise<BeaconChecks> {
  const committedRound = committed.round === beacon.round && (committed.chain === null || committed.chain === beacon.chain) && (!chain.hash || chain.hash === beacon.chain);
  const randomness = isHex(beacon.signature) && toHex(await sha256(fromHex(beacon.signature))) === beacon.randomness.toLowerCase();
  return { committedRound, randomness, signature: await verifySignature(beacon, chain) };
}
