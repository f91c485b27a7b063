import { createHash } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { DrawResult } from '../../server/src/draws/results/commands/draw-result/draw-result.command.js';
import { LocalDrandChain, LocalDrandRelay } from '../../server/src/draws/results/beacon/testing/local-drand.js';
import { verifyBeacon } from '../../server/src/draws/results/beacon/drand-verify.js';
import { drawResultNumbers } from '../../server/src/draws/results/result-rng.js';
import { ticket } from './draws-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

/**
 * The proof of an RNG draw checked the way anyone would with a script, from the public
 * proof alone: the seed matches the commitment published at open, the beacon value is the
 * committed round's (BLS against the chain's public key on the proof), and the result
 * follows from seed, beacon and ticket root (RNG v1). The server draws from a drand chain
 * of the test's own, served by a local relay.
 */
describe('results: the proof of an RNG draw verifies', () => {
  const chain = new LocalDrandChain();
  const relay = new LocalDrandRelay(chain);
  let t: ResultsApp;

  beforeAll(async () => {
    const url = await relay.start();
    const info = { public_key: chain.info.publicKey, period: chain.info.period, genesis_time: chain.info.genesisTime, hash: chain.info.hash, schemeID: chain.info.schemeID };
    t = await startResultsApp({ env: { DRAND_URL: url, DRAND_CHAIN_INFO: JSON.stringify(info) } });
  });
  afterAll(async () => {
    await t?.close();
    await relay.stop();
  });

  it('from open to draw: commitment and beacon round first, the root at close, then seed, beacon value and result, all consistent', async () => {
    const round = await t.openReal('12h');
    const proof = async () => (await t.get(`/draws/${round.roundId}/proof`)).json().data;
    const atOpen = await proof();
    expect(atOpen.beacon).toEqual({
      round: expect.any(Number),
      chain_hash: chain.info.hash,
      chain: { hash: chain.info.hash, public_key: chain.info.publicKey, scheme: 'bls-unchained-g1-rfc9380', period: chain.info.period, genesis_time: chain.info.genesisTime, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
      round_time: new Date((chain.info.genesisTime + (atOpen.beacon.round - 1) * chain.info.period) * 1000).toISOString(),
      randomness: null,
      signature: null,
      status: null,
    });
    expect(atOpen).toMatchObject({ source: 'rng', operator_trusted: false, delay: null, close_feed: null, fairness_doc: '/docs/fairness.md' });
    // The committed beacon round comes out after sales close: nobody knows it while tickets sell.
    expect((chain.info.genesisTime + (atOpen.beacon.round - 1) * chain.info.period) * 1000).toBeGreaterThan(Date.parse(round.closeAt));

    const player = await t.player('rng_player');
    await t.credit(player, 1_000);
    for (const numbers of [[1, 2, 3, 4, 5], [60, 59, 58, 57, 56]]) expect((await t.buy(player, ticket(round.roundId, '12h', numbers))).statusCode).toBe(201);
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    const meta = { actor: 'system:test', correlationId: 'rng-proof', causationId: null };
    // Not before draw_at: nothing drawn, nothing revealed.
    await expect(t.app.get(CommandBus).execute(new DrawResult(round.roundId, meta))).rejects.toMatchObject({ code: 'DRAWS.RESULT_NOT_DUE' });
    expect(await proof()).toMatchObject({ stage: 'closed', seed: null, result: null, beacon: { randomness: null } });

    t.at(round.drawAt);
    await t.app.get(CommandBus).execute(new DrawResult(round.roundId, meta));
    const p = await proof();
    expect(p).toMatchObject({ stage: 'resulted', result_source: 'rng', rng_version: 1, admin_id: null, manual: null, result_at: round.drawAt, ticket_count: 2, sales: 600 });
    expect(p.beacon.status).toBe('verified');
    // The timing rules a verifier checks: commitment before the first ticket, every ticket
    // before the close, the root published before the beacon round exists, the result not
    // before draw_at; and the root is the one the public feed of closes holds.
    const time = (iso: string) => Date.parse(iso);
    expect(time(p.opened_at)).toBeLessThanOrEqual(time(p.first_ticket_at));
    expect(time(p.last_ticket_at)).toBeLessThan(time(round.closeAt));
    expect(time(p.closed_at)).toBeLessThan(time(p.beacon.round_time));
    expect(time(p.result_at)).toBeGreaterThanOrEqual(time(round.drawAt));
    const feed = (await t.get('/draws/closes?since=0&limit=500')).json().data;
    expect(feed.find((e: { seq: number }) => e.seq === p.close_feed.seq)).toMatchObject({
      draw_id: round.roundId, ticket_root: p.ticket_root, ticket_count: 2, sales: 600, closed_at: p.closed_at, hash: p.close_feed.hash,
    });

    // What a verifying script does, with the proof's data only.
    expect(createHash('sha256').update(Buffer.from(p.seed, 'hex')).digest('hex')).toBe(atOpen.commitment);
    const chainInfo = { publicKey: p.beacon.chain.public_key, period: p.beacon.chain.period, genesisTime: p.beacon.chain.genesis_time, hash: p.beacon.chain.hash, schemeID: p.beacon.chain.scheme };
    expect(verifyBeacon(chainInfo, atOpen.beacon.round, { round: atOpen.beacon.round, signature: p.beacon.signature, randomness: p.beacon.randomness }).randomness).toBe(p.beacon.randomness);
    const recomputed = drawResultNumbers({ seed: p.seed, beaconRandomness: p.beacon.randomness, ticketRoot: p.ticket_root, roundId: p.draw_id, period: '12h' });
    expect({ num_1: recomputed.numbers[0], num_2: recomputed.numbers[1], num_3: recomputed.numbers[2], num_4: recomputed.numbers[3], num_5: recomputed.numbers[4] }).toEqual(p.result);
    // The same result in the public history and the player's last-result panel.
    expect((await t.get('/draws/results?period=12h')).json().data[0]).toMatchObject({ draw_id: round.roundId, result: p.result, result_source: 'rng' });
    expect((await t.get('/user/draws/last-result?period=12h', player.token)).json().data).toMatchObject({ result: p.result, result_source: 'rng' });
  });
});
