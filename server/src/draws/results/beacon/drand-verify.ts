import { createHash } from 'node:crypto';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import type { BeaconValue } from '../../rounds/round.js';
import type { DrandChainInfo } from './drand-chain.js';

/** Hash-to-curve tag of bls-unchained-g1-rfc9380 (quicknet): signatures on G1, the key on G2. */
const G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

export class BeaconVerificationError extends Error {}

/** What a relay answers for /public/<round>. */
export interface DrandAnswer {
  round: unknown;
  signature: unknown;
  randomness?: unknown;
}

/** The signed message of an unchained round: sha256(uint64be(round)). */
export function unchainedMessage(round: number): Uint8Array {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(round));
  return createHash('sha256').update(bytes).digest();
}

/**
 * Checks a relay's answer for round `round` of `chain` (scheme bls-unchained-g1-rfc9380):
 * the round is the one asked for, the BLS signature verifies against the chain's public key
 * over sha256(uint64be(round)), and the randomness is sha256(signature). Throws
 * BeaconVerificationError otherwise; never trusts the relay.
 */
export function verifyBeacon(chain: DrandChainInfo, round: number, answer: DrandAnswer): BeaconValue {
  if (answer === null || typeof answer !== 'object') throw new BeaconVerificationError('the answer is not a beacon');
  if (answer.round !== round) throw new BeaconVerificationError(`the answer is round ${String(answer.round)}, not ${round}`);
  const signature = answer.signature;
  if (typeof signature !== 'string' || !/^[0-9a-f]{96}$/.test(signature)) throw new BeaconVerificationError('the signature is not a G1 point in hex');
  let valid: boolean;
  try {
    const message = bls12_381.shortSignatures.hash(unchainedMessage(round), G1_DST);
    valid = bls12_381.shortSignatures.verify(Buffer.from(signature, 'hex'), message, Buffer.from(chain.publicKey, 'hex'));
  } catch (error) {
    throw new BeaconVerificationError(`the signature does not decode: ${(error as Error).message}`);
  }
  if (!valid) throw new BeaconVerificationError(`the signature of round ${round} does not verify against the chain's public key`);
  const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
  if (answer.randomness !== undefined && answer.randomness !== randomness) {
    throw new BeaconVerificationError('the randomness is not the sha256 of the signature');
  }
  return { chain: chain.hash, round, randomness, signature };
}
