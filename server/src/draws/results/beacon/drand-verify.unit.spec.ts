import { createHash } from 'node:crypto';
import { beaconRoundTime, committedBeaconRound, firstBeaconRoundAtOrAfter } from './drand-chain.js';
import { verifyBeacon } from './drand-verify.js';
import { LocalDrandChain } from './testing/local-drand.js';

// quicknet's public chain info and its round 1, as api.drand.sh serves them (public data).
const QUICKNET = {
  publicKey: '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  period: 3, genesisTime: 1692803367, hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971', schemeID: 'bls-unchained-g1-rfc9380' as const,
};
const QUICKNET_ROUND_1 = {
  round: 1,
  randomness: '1466a6cd24e327188770752f6134001c64d6efcc590ccc26b721611ad96f165a',
  signature: 'b55e7cb2d5c613ee0b2e28d6750aabbb78c39dcc96bd9d38c2c2e12198df95571de8e8e402a0cc48871c7089a2b3af4b',
};

describe('drand beacon verification (bls-unchained-g1-rfc9380)', () => {
  it('verifies a real quicknet round against the real chain key', () => {
    expect(verifyBeacon(QUICKNET, 1, QUICKNET_ROUND_1)).toEqual({ chain: QUICKNET.hash, ...QUICKNET_ROUND_1 });
  });

  it('verifies rounds signed by a local key, computing the randomness when the relay omits it', () => {
    const chain = new LocalDrandChain();
    for (const round of [1, 2, 4_200_000]) {
      const beacon = chain.beacon(round);
      expect(verifyBeacon(chain.info, round, beacon)).toEqual({ chain: chain.info.hash, ...beacon });
      expect(verifyBeacon(chain.info, round, { round, signature: beacon.signature })).toEqual({ chain: chain.info.hash, ...beacon });
      expect(beacon.randomness).toBe(createHash('sha256').update(Buffer.from(beacon.signature, 'hex')).digest('hex'));
    }
  });

  it('refuses another round, another key, a tampered signature or randomness, and garbage', () => {
    const chain = new LocalDrandChain();
    const other = new LocalDrandChain();
    const good = chain.beacon(10);
    const flip = (h: string) => h.slice(0, -1) + (h.endsWith('0') ? '1' : '0');
    expect(() => verifyBeacon(chain.info, 11, good)).toThrow('not 11');
    expect(() => verifyBeacon(chain.info, 11, { ...chain.beacon(10), round: 11 })).toThrow('does not verify');
    expect(() => verifyBeacon(chain.info, 10, other.beacon(10))).toThrow('does not verify');
    expect(() => verifyBeacon(QUICKNET, 1, { ...QUICKNET_ROUND_1, signature: chain.beacon(1).signature })).toThrow('does not verify');
    expect(() => verifyBeacon(chain.info, 10, { ...good, signature: flip(good.signature) })).toThrow();
    expect(() => verifyBeacon(chain.info, 10, { ...good, randomness: flip(good.randomness) })).toThrow('sha256 of the signature');
    for (const bad of [null, 'x', { round: 10 }, { round: '10', signature: good.signature }, { round: 10, signature: good.signature.toUpperCase() }, { round: 10, signature: 'ab' }]) {
      expect(() => verifyBeacon(chain.info, 10, bad as never)).toThrow();
    }
  });
});

describe('drand round times', () => {
  const chain = { ...QUICKNET };
  it('round 1 at genesis, each next one period later', () => {
    expect(beaconRoundTime(chain, 1).getTime()).toBe(1692803367_000);
    expect(beaconRoundTime(chain, 101).getTime()).toBe(1692803367_000 + 300_000);
    expect(firstBeaconRoundAtOrAfter(chain, new Date(1692803367_000))).toBe(1);
    expect(firstBeaconRoundAtOrAfter(chain, new Date(1692803367_001))).toBe(2);
    expect(firstBeaconRoundAtOrAfter(chain, new Date(1692803370_000))).toBe(2);
    expect(firstBeaconRoundAtOrAfter(chain, new Date(0))).toBe(1);
  });
  it('a round commits to the first beacon round at least 60 s after its close', () => {
    const closeAt = '2026-01-05T06:00:00.000Z';
    const round = committedBeaconRound(chain, closeAt);
    expect(beaconRoundTime(chain, round).getTime()).toBeGreaterThanOrEqual(Date.parse(closeAt) + 60_000);
    expect(beaconRoundTime(chain, round - 1).getTime()).toBeLessThan(Date.parse(closeAt) + 60_000);
  });
});
