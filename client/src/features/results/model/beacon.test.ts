import { describe, expect, it } from '@jest/globals';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { fromHex, sha256, toHex } from './bytes.js';
import { checkBeacon, G1_DST, roundMessage, SUPPORTED_SCHEME, verifySignature, type BeaconValue } from './beacon.js';

// drand quicknet, a real round (public data: api.drand.sh/<chain>/public/123).
const QUICKNET = {
  public_key:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: SUPPORTED_SCHEME,
};
const ROUND_123 = 'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92';

async function quicknetBeacon(): Promise<BeaconValue> {
  return { round: 123, signature: ROUND_123, randomness: toHex(await sha256(fromHex(ROUND_123))) };
}

/** A chain of our own, signed the way drand's quicknet signs. */
async function localChain(round: number) {
  const bls = bls12_381.shortSignatures;
  const { secretKey, publicKey } = bls.keygen();
  const signature = bls.sign(bls.hash(await sha256(roundMessage(round)), G1_DST), secretKey).toBytes();
  const chain = { public_key: toHex(publicKey.toBytes()), scheme: SUPPORTED_SCHEME };
  const beacon: BeaconValue = { round, signature: toHex(signature), randomness: toHex(await sha256(signature)) };
  return { chain, beacon };
}

describe('the beacon check (bls-unchained-g1-rfc9380)', () => {
  it("verifies a real drand quicknet round against the chain's public key", async () => {
    const beacon = await quicknetBeacon();
    expect(await checkBeacon(beacon, QUICKNET)).toEqual({ randomness: true, signature: true });
  });

  it('verifies a round signed with a locally generated key, and refuses it under another round or key', async () => {
    const { chain, beacon } = await localChain(4242);
    expect(await verifySignature(beacon, chain)).toBe(true);
    expect(await verifySignature({ ...beacon, round: 4243 }, chain)).toBe(false);
    expect(await verifySignature(beacon, { ...chain, public_key: QUICKNET.public_key })).toBe(false);
  });

  it('fails each check that does not hold: another round than committed, randomness not from the signature, a bad signature', async () => {
    const beacon = await quicknetBeacon();
    // The value of round 123 presented as the committed round 124's.
    expect(await checkBeacon({ ...beacon, round: 124 }, QUICKNET)).toEqual({ randomness: true, signature: false });
    expect((await checkBeacon({ ...beacon, randomness: '00'.repeat(32) }, QUICKNET)).randomness).toBe(false);
    const flipped = `${ROUND_123.slice(0, -2)}93`;
    expect((await checkBeacon({ ...beacon, signature: flipped }, QUICKNET)).signature).toBe(false);
    // Not hex, not a point: a failed check, not an exception.
    expect(await verifySignature({ ...beacon, signature: 'zz' }, QUICKNET)).toBe(false);
    expect(await verifySignature({ ...beacon, signature: '00'.repeat(48) }, QUICKNET)).toBe(false);
  });

  it('says nothing (null) of a scheme it cannot check, or without the chain', async () => {
    expect(await verifySignature(await quicknetBeacon(), { ...QUICKNET, scheme: 'pedersen-bls-chained' })).toBeNull();
    expect((await checkBeacon(await quicknetBeacon(), null)).signature).toBeNull();
  });
});
