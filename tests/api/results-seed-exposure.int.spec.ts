import { PERIOD_IDS } from '../../server/src/draws/draw-periods.js';
import type { Player } from './money-harness.js';
import { ticket } from './draws-harness.js';
import { openLiveStream } from './live-stream.js';
import { startResultsApp, type ResultsApp } from './results-harness.js';

/** The result posted: numbers no ticket in this test holds in this order. */
const RESULT = [71, 72, 73, 74, 75];

/** Whether the answer holds the result in draw order: as consecutive numbers anywhere in the JSON, or in its text. */
function holdsResult(text: string): boolean {
  if (/71\D{1,40}72\D{1,40}73\D{1,40}74\D{1,40}75/.test(text)) return true;
  const numbers: number[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'number') numbers.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    else numbers.push(NaN);
  };
  try {
    walk(JSON.parse(text));
  } catch {
    return false;
  }
  return numbers.some((_, i) => RESULT.every((n, j) => numbers[i + j] === n));
}

/**
 * Commit-reveal holds over the whole API (issue 11): with a round closed before its
 * draw_at and an admin's result already posted, no GET route of the OpenAPI document, as
 * anonymous, player, admin or auditor, answers any round's secret seed (hex either case or
 * base64), nor, to players and the public, the result. From draw_at the proof shows both
 * (the control that the search would find them).
 */
describe('results: no seed before draw_at, no result before result_at, anywhere in the API', () => {
  let t: ResultsApp;
  let asha: Player;
  let round: { roundId: string; closeAt: string; drawAt: string };
  let ticketId: string;

  beforeAll(async () => {
    t = await startResultsApp();
    await t.setSource('3h', 'manual');
    round = await t.openReal('3h');
    for (const period of PERIOD_IDS.filter((p) => p !== '3h')) await t.openReal(period); // open rounds hold seeds too
    asha = await t.player('asha_seed');
    await t.credit(asha, 1_000);
    ticketId = (await t.buy(asha, ticket(round.roundId, '3h', [75, 74, 73, 72, 71]))).json().data.tickets[0]._id;
    t.at(round.closeAt);
    await t.closeRound(round.roundId);
    t.at('2026-01-06T06:10:00.000Z');
    const posted = await t.postResult('3h', Object.fromEntries(RESULT.map((n, i) => [`num_${i + 1}`, n])));
    expect(posted.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** Every GET of the OpenAPI document with its parameters filled, one URL per period where a period is taken. */
  async function everyGetUrl(): Promise<string[]> {
    const doc = (await t.get('/api/docs/openapi.json')).json();
    const urls: string[] = ['/api/docs/openapi.json'];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      const op = item.get;
      if (!op || path === '/live/draws') continue;
      const params: any[] = op.parameters ?? [];
      const takesPeriod = path.includes('{period}') || params.some((p) => p.name === 'period');
      for (const period of takesPeriod ? PERIOD_IDS : [null]) {
        const fill: Record<string, string> = {
          period: period ?? '3h',
          mode: 'any',
          id: path.startsWith('/user/tickets') ? ticketId : round.roundId,
          drawId: round.roundId,
          name: 'x.png',
        };
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => fill[name] ?? 'x');
        const query = new URLSearchParams();
        for (const p of params.filter((p) => p.in === 'query')) {
          if (p.name === 'period' && period) query.set('period', period);
          else if (p.name === 'draw_id') query.set('draw_id', round.roundId);
          else if (p.required) query.set(p.name, String(p.schema?.enum?.[0] ?? p.schema?.default ?? 1));
        }
        urls.push(query.size ? `${url}?${query}` : url);
      }
    }
    return urls;
  }

  async function secrets(): Promise<Array<{ round_id: string; hex: string; base64: string }>> {
    return t.sql(`SELECT round_id, encode(seed, 'hex') AS hex, encode(seed, 'base64') AS base64 FROM round_secrets`);
  }

  it('before draw_at: no seed to anyone, no result to players or the public, on every GET route and the live stream', async () => {
    const urls = await everyGetUrl();
    expect(urls).toEqual(expect.arrayContaining([`/draws/${round.roundId}/proof`, '/draws/results?period=3h', '/user/draws/last-result?period=3h', `/user/tickets/${ticketId}`]));
    const seeds = await secrets();
    expect(seeds.length).toBe(PERIOD_IDS.length);
    const callers: Array<[string, string | undefined]> = [['anonymous', undefined], ['player', asha.token], ['admin', t.admin], ['auditor', t.auditor]];
    let answered = 0;
    for (const [who, token] of callers) {
      for (const url of urls) {
        const res = await t.get(url, token);
        expect([who, url, res.statusCode < 500]).toEqual([who, url, true]);
        if (res.statusCode === 200) answered++;
        for (const s of seeds) {
          for (const form of [s.hex, s.hex.toUpperCase(), s.base64]) expect([who, url, res.body.includes(form)]).toEqual([who, url, false]);
        }
        if (who === 'anonymous' || who === 'player') expect([who, url, holdsResult(res.body)]).toEqual([who, url, false]);
      }
    }
    // The walk reached the routes: each caller got real answers.
    expect(answered).toBeGreaterThan(urls.length);
    const stream = await openLiveStream(t.baseUrl);
    await stream.next((f) => f.event === 'clock');
    await new Promise((r) => setTimeout(r, 200));
    stream.close();
    const text = JSON.stringify(stream.frames);
    for (const s of seeds) expect(text.includes(s.hex)).toBe(false);
    expect(holdsResult(text)).toBe(false);
  });

  it('from draw_at the proof shows the seed and the result (so the search above would have found them)', async () => {
    t.at(round.drawAt);
    const res = await t.get(`/draws/${round.roundId}/proof`);
    const seed = (await secrets()).find((s) => s.round_id === round.roundId)!;
    expect(res.body.includes(seed.hex)).toBe(true);
    expect(holdsResult(res.body)).toBe(true);
    expect(holdsResult((await t.get('/user/draws/last-result?period=3h', asha.token)).body)).toBe(true);
    // Other rounds' seeds stay secret.
    for (const s of (await secrets()).filter((x) => x.round_id !== round.roundId)) expect(res.body.includes(s.hex)).toBe(false);
  });
});
