import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import type { DrandChainInfo } from '../drand-chain.js';
import { unchainedMessage } from '../drand-verify.js';

const G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * A drand chain of our own for tests: a locally generated key signs rounds the way
 * quicknet does (bls-unchained-g1-rfc9380), so the production verification code checks
 * them as it checks the real chain.
 */
export class LocalDrandChain {
  private readonly secretKey: Uint8Array;
  readonly info: DrandChainInfo;

  constructor({ genesisTime = 1_700_000_000, period = 3 } = {}) {
    const { secretKey, publicKey } = bls12_381.shortSignatures.keygen(randomBytes(48));
    this.secretKey = secretKey;
    this.info = {
      publicKey: hex(publicKey.toBytes()), period, genesisTime,
      hash: createHash('sha256').update(randomBytes(32)).digest('hex'), schemeID: 'bls-unchained-g1-rfc9380',
    };
  }

  /** The round as a relay serves it: { round, randomness, signature }. */
  beacon(round: number): { round: number; randomness: string; signature: string } {
    const message = bls12_381.shortSignatures.hash(unchainedMessage(round), G1_DST);
    const signature = hex(bls12_381.shortSignatures.sign(message, this.secretKey).toBytes());
    return { round, randomness: createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex'), signature };
  }
}

/** What the local relay answers for a round: the signed beacon, or something else to test refusals. */
export type RelayAnswer = (round: number, chain: LocalDrandChain) => { status: number; body: unknown };

/** An HTTP relay on 127.0.0.1 serving `${hash}/public/${round}` like api.drand.sh. */
export class LocalDrandRelay {
  private server: Server | null = null;
  requests: string[] = [];
  answer: RelayAnswer = (round, chain) => ({ status: 200, body: chain.beacon(round) });

  constructor(readonly chain: LocalDrandChain) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.requests.push(req.url ?? '');
      const match = /^\/([0-9a-f]{64})\/public\/(\d+)$/.exec(req.url ?? '');
      if (!match || match[1] !== this.chain.info.hash) {
        res.writeHead(404).end();
        return;
      }
      const { status, body } = this.answer(Number(match[2]), this.chain);
      res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
