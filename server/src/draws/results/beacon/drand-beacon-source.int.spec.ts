import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NoBeaconSource } from './beacon-source.js';
import { DrandBeaconSource } from './drand-beacon-source.js';
import { LocalDrandChain, LocalDrandRelay } from './testing/local-drand.js';

/** The real HTTP client against a local relay serving rounds signed with a locally generated key. */
describe('DrandBeaconSource', () => {
  const chain = new LocalDrandChain();
  const relay = new LocalDrandRelay(chain);
  const warnings: string[] = [];
  let source: DrandBeaconSource;

  let started = '';
  const relayUrl = async () => started;
  beforeAll(async () => {
    started = await relay.start();
    source = new DrandBeaconSource(`${started}`, chain.info, { warn: (m: string) => warnings.push(m) }, 500, 0);
  });
  afterAll(() => relay.stop());
  beforeEach(() => {
    relay.answer = (round, c) => ({ status: 200, body: c.beacon(round) });
    relay.requests = [];
    warnings.length = 0;
  });

  it('fetches `${url}/${hash}/public/${round}` and returns the verified beacon', async () => {
    expect(await source.fetch(1234)).toEqual({ chain: chain.info.hash, ...chain.beacon(1234) });
    expect(relay.requests).toEqual([`/${chain.info.hash}/public/1234`]);
  });

  it('refuses (null, with a warning) a wrong signature, another round, a wrong randomness, another chain\'s round', async () => {
    const other = new LocalDrandChain();
    const answers = [
      (round: number) => ({ ...chain.beacon(round), signature: chain.beacon(round + 1).signature }),
      (round: number) => chain.beacon(round + 1),
      (round: number) => ({ ...chain.beacon(round), randomness: 'ab'.repeat(32) }),
      (round: number) => other.beacon(round),
      () => ({ round: 77, signature: 'zz' }),
    ];
    for (const body of answers) {
      relay.answer = (round) => ({ status: 200, body: body(round) });
      expect(await source.fetch(77)).toBeNull();
    }
    expect(warnings).toHaveLength(answers.length);
  });

  it('a round not out yet (404, 425) or a relay error is null, to be tried again', async () => {
    for (const status of [404, 425, 500, 503]) {
      relay.answer = () => ({ status, body: { error: 'not yet' } });
      expect(await source.fetch(5)).toBeNull();
    }
    relay.answer = () => ({ status: 200, body: 'not json{' });
    expect(await source.fetch(5)).toBeNull();
  });

  it('an unreachable or silent relay is null', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new DrandBeaconSource(`http://127.0.0.1:${port}`, chain.info, { warn: (m: string) => warnings.push(m) }, 500, 0);
    expect(await unreachable.fetch(5)).toBeNull();

    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = new DrandBeaconSource(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, chain.info, { warn: (m: string) => warnings.push(m) }, 200, 0);
      const started = Date.now();
      expect(await slow.fetch(5)).toBeNull();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    expect(warnings).toHaveLength(2);
  });

  it('asks several relays in turn: one down or lying does not stop the draw, the first verified answer is used', async () => {
    const down = createServer((_, res) => res.writeHead(503).end());
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const liar = new LocalDrandRelay(chain);
    liar.answer = (round, c) => ({ status: 200, body: { ...c.beacon(round), signature: c.beacon(round + 1).signature } });
    const liarUrl = await liar.start();
    try {
      const urls = [`http://127.0.0.1:${(down.address() as AddressInfo).port}`, liarUrl, await relayUrl()];
      const several = new DrandBeaconSource(urls, chain.info, { warn: (m: string) => warnings.push(m) }, 500, 0);
      expect(await several.fetch(99)).toEqual({ chain: chain.info.hash, ...chain.beacon(99) });
      expect(relay.requests).toEqual([`/${chain.info.hash}/public/99`]);
      expect(liar.requests).toEqual([`/${chain.info.hash}/public/99`]);
      // None answering with a verified round: null, to be tried again.
      relay.answer = () => ({ status: 404, body: {} });
      expect(await several.fetch(100)).toBeNull();
    } finally {
      await liar.stop();
      await new Promise<void>((resolve) => down.close(() => resolve()));
    }
  });

  it('backs off a round not obtained: no relay is asked again for it until the wait is over; then it is, and a success ends the wait', async () => {
    const patient = new DrandBeaconSource(`${started}`, chain.info, { warn: (m: string) => warnings.push(m) }, 500, 100);
    relay.answer = () => ({ status: 404, body: {} });
    expect(await patient.fetch(300)).toBeNull();
    expect(await patient.fetch(300)).toBeNull();
    expect(relay.requests).toEqual([`/${chain.info.hash}/public/300`]);
    // Another round is not held back by this one's wait.
    expect(await patient.fetch(301)).toBeNull();
    expect(relay.requests).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 250));
    relay.answer = (round, c) => ({ status: 200, body: c.beacon(round) });
    expect(await patient.fetch(300)).toEqual({ chain: chain.info.hash, ...chain.beacon(300) });
    expect(relay.requests).toHaveLength(3);
  });

  it('commits a round to the first beacon round at least 60 s after its close', () => {
    const round = source.committedRound('2026-01-05T06:00:00.000Z');
    expect((chain.info.genesisTime + (round - 1) * chain.info.period) * 1000).toBeGreaterThanOrEqual(Date.parse('2026-01-05T06:01:00.000Z'));
  });

  it('without a beacon configured: no chain, no committed round, nothing fetched', async () => {
    const none = new NoBeaconSource();
    expect(none.chain).toBeNull();
    expect(none.committedRound()).toBeNull();
    expect(await none.fetch()).toBeNull();
  });
});
