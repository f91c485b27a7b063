import { fromHex, isHex, sha256, toHex } from './bytes.js';

/**
 * The drand beacon value of a draw, checked in the browser: its randomness is
 * sha256(signature), and the signature is the chain's on the round committed when the draw
 * opened (so the value is that round's, and nobody could choose it). Scheme
 * bls-unchained-g1-rfc9380 (drand's quicknet): signatures on G1, the key on G2, message =
 * sha256(uint64be(round)). The BLS library is large, so it loads only when a check runs.
 */
export const SUPPORTED_SCHEME = 'bls-unchained-g1-rfc9380';
export const G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** The round committed at open, the value the draw used, and the chain's key. */
export interface BeaconValue {
  round: number;
  randomness: string;
  signature: string;
}

export interface ChainKey {
  public_key: string;
  scheme: string;
}

export interface BeaconChecks {
  /** randomness = sha256(signature). */
  randomness: boolean;
  /** The BLS signature of the committed round verifies against the chain key; null when the chain or its scheme is unknown here. */
  signature: boolean | null;
}

export function roundMessage(round: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(round));
  return out;
}

export async function verifySignature(beacon: BeaconValue, chain: ChainKey): Promise<boolean | null> {
  if (chain.scheme !== SUPPORTED_SCHEME) return null;
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

export async function checkBeacon(beacon: BeaconValue, chain: ChainKey | null): Promise<BeaconChecks> {
  const randomness = isHex(beacon.signature) && isHex(beacon.randomness) && toHex(await sha256(fromHex(beacon.signature))) === beacon.randomness.toLowerCase();
  return { randomness, signature: chain ? await verifySignature(beacon, chain) : null };
}
