import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CommandBus } from '@nestjs/cqrs';
import { LocalDrandChain, LocalDrandRelay } from '../../server/src/draws/results/beacon/testing/local-drand.js';
import { DrawResult } from '../../server/src/draws/results/commands/draw-result/draw-result.command.js';
import { ticket } from './draws-harness.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

const SCRIPT = new URL('../../scripts/verify-draw.mjs', import.meta.url).pathname;
const meta = { actor: 'system:test', correlationId: 'verify-live', causationId: null };

function verify(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [SCRIPT, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

/**
 * The standalone verifier against the live product (the real server, its real proofs and
 * feed of closes over HTTP): an RNG period drawn with a local drand chain and a manual
 * period entered and approved by two admins, side by side, both pass; a proxy that
 * changes one value of a proof in flight makes it fail.
 */
describe('npm run verify:draw against the live product', () => {
  const chain = new LocalDrandChain();
  const relay = new LocalDrandRelay(chain);
  let t: ResultsApp;
  let rngDraw: string;
  let manualDraw: string;
  let proxy: Server;
  let proxyUrl: string;
  let tamper: (proof: Record<string, any>) => void = () => undefined;

  beforeAll(async () => {
    const url = await relay.start();
    const info = { public_key: chain.info.publicKey, period: chain.info.period, genesis_time: chain.info.genesisTime, hash: chain.info.hash, schemeID: chain.info.schemeID };
    t = await startResultsApp({ env: { DRAND_URL: url, DRAND_CHAIN_INFO: JSON.stringify(info) } });
    await t.setSource('6h', 'manual');
    const rng = await t.openReal('12h');
    const manual = await t.openReal('6h');
    const player = await t.player('verify_live');
    await t.credit(player, 2_000);
    for (const [round, period] of [[rng, '12h'], [manual, '6h']] as const) {
      for (const numbers of [[1, 2, 3, 4, 5], [9, 8, 7, 6, 5]]) expect((await t.buy(player, ticket(round.roundId, period, numbers))).statusCode).toBe(201);
    }
    // The RNG round closes and draws first (its close and draw time come earlier), then the witnessed draw.
    t.at(rng.closeAt);
    await t.closeRound(rng.roundId);
    t.at(rng.drawAt);
    await t.app.get(CommandBus).execute(new DrawResult(rng.roundId, meta));
    t.at(manual.closeAt);
    await t.closeRound(manual.roundId);
    expect((await t.postResult('6h', { num_1: 1, num_2: 2, num_3: 3, num_4: 4, num_5: 5 })).statusCode).toBe(200);
    t.at(manual.drawAt);
    [rngDraw, manualDraw] = [rng.roundId, manual.roundId];

    // A man in the middle: the product's answers, with a proof changed on its way.
    proxy = createServer(async (req, res) => {
      const upstream = await fetch(`${t.baseUrl}${req.url}`);
      const body = (await upstream.json()) as { data: Record<string, any> };
      if (req.url?.includes('/proof')) tamper(body.data);
      res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => proxy?.close(() => resolve()));
    await t?.close();
    await relay.stop();
  });

  it('passes an RNG draw with a verified beacon and a witnessed draw approved by two admins, and whole periods', async () => {
    const rng = await verify(t.baseUrl, rngDraw);
    expect([rng.code, rng.out]).toEqual([0, expect.stringMatching(/BLS/i)]);
    expect(rng.out).not.toMatch(/FAIL/);
    const manual = await verify(t.baseUrl, manualDraw);
    expect([manual.code, manual.out]).toEqual([0, expect.stringMatching(/cannot be checked by computation/i)]);
    for (const period of ['12h', '6h']) expect((await verify(t.baseUrl, '--period', period)).code).toBe(0);
  });

  it('fails a proof changed in flight: the result, the seed, the root, the source, a time', async () => {
    const tamperings: Array<[string, (p: Record<string, any>) => void, string]> = [
      ['result', (p) => (p.result.num_1 = p.result.num_1 === 7 ? 8 : 7), rngDraw],
      ['seed', (p) => (p.seed = 'ab'.repeat(32)), rngDraw],
      ['root', (p) => (p.ticket_root = 'cd'.repeat(32)), rngDraw],
      ['source', (p) => (p.source = 'rng'), manualDraw],
      ['timing', (p) => (p.closed_at = p.beacon.round_time), rngDraw],
      ['approver', (p) => (p.manual.approved_by = p.manual.entered_by), manualDraw],
    ];
    for (const [what, change, draw] of tamperings) {
      tamper = change;
      const res = await verify(proxyUrl, draw);
      expect([what, res.code]).toEqual([what, 1]);
    }
    tamper = () => undefined;
    expect((await verify(proxyUrl, rngDraw)).code).toBe(0);
  });

  it('checks what a round on sale or waiting for its result has published so far, without failing it', async () => {
    const open = await t.openReal('3h');
    const onSale = await verify(t.baseUrl, open.roundId);
    expect([onSale.code, onSale.out]).toEqual([0, expect.stringMatching(/no result published yet \(stage open\)/)]);
    t.at(open.closeAt);
    await t.closeRound(open.roundId);
    const closed = await verify(t.baseUrl, open.roundId);
    expect([closed.code, closed.out]).toEqual([0, expect.stringMatching(/feed of closes, seq \d+: .* match the proof/)]);
  });
});
