import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { CommandBus, EventBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PUSH_MESSAGING, type PushMessaging } from '../../server/src/notifications/push/push-messaging.js';
import { GetOpenRound } from '../../server/src/draws/rounds/queries/get-open-round/get-open-round.query.js';
import { RoundCommandRunner } from '../../server/src/draws/rounds/round-command-runner.js';
import { DrawScheduler } from '../../server/src/draws/scheduler/draw-scheduler.js';
import { RoundSettledNotice } from '../../server/src/draws/settlement/settlement.notices.js';
import { SettlementWorker } from '../../server/src/draws/settlement/settlement-worker.js';
import { PayForTicket } from '../../server/src/wallet/commands/pay-for-ticket/pay-for-ticket.command.js';
import { startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/** firebase-admin's Messaging as the PushSender calls it, recording each multicast (every token accepted). */
class RecordingMessaging implements PushMessaging {
  readonly sent: MulticastMessage[] = [];
  async sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse> {
    this.sent.push(message);
    const responses = message.tokens.map((token) => ({ success: true, messageId: `projects/p/messages/${token}` })) as BatchResponse['responses'];
    return { responses, successCount: responses.length, failureCount: 0 };
  }
}

const ist = (local: string) => new Date(`${local}+05:30`);
const meta = { actor: 'system:test', correlationId: 'prize-pushes' };

/**
 * A settled round tells its winners: the in-process notice, and a push to each winner's
 * signed-in browsers with the amount (the prize is in the balance by then); nobody else.
 */
describe('notifications: prizes', () => {
  const messaging = new RecordingMessaging();
  let t: MoneyApp;
  let asha: Player;
  let bala: Player;

  beforeAll(async () => {
    t = await startMoneyApp({ overrides: [{ provide: PUSH_MESSAGING, useValue: messaging }], env: { PUBLIC_URL: 'https://play.fairdraw.test', RESULT_MODE: 'manual' } });
    t.clock.set(ist('2026-01-05T10:00'));
    asha = await t.player('asha');
    bala = await t.player('bala');
    for (const [p, tok] of [[asha, 'tok-asha'], [bala, 'tok-bala']] as const) {
      const res = await t.post('/notifications/token', { fcmToken: tok }, p.token);
      if (res.statusCode !== 200) throw new Error(res.body);
      await t.fund(p, 1000);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pushes the prize to the winner once the round is settled, and nothing to the player who lost', async () => {
    const notices: RoundSettledNotice[] = [];
    t.app.get(EventBus).subscribe((e) => e instanceof RoundSettledNotice && notices.push(e));
    await t.app.get(DrawScheduler).tick();
    const round = await t.app.get(QueryBus).execute(new GetOpenRound('3h'));
    const commands = t.app.get(CommandBus);
    await commands.execute(new PayForTicket(asha.id, { ticketId: randomUUID(), numbers: [1, 2, 3, 40, 41], letter: null }, round!, meta));
    await commands.execute(new PayForTicket(asha.id, { ticketId: randomUUID(), numbers: [1, 50, 51, 52, 53], letter: null }, round!, meta));
    await commands.execute(new PayForTicket(bala.id, { ticketId: randomUUID(), numbers: [60, 61, 62, 63, 64], letter: null }, round!, meta));
    t.clock.set(ist('2026-01-05T11:31'));
    await t.app.get(DrawScheduler).tick();
    // A witnessed draw's result: entered by one admin, approved by another.
    const runner = t.app.get(RoundCommandRunner, { strict: false });
    const entry = { roundId: round!.roundId, numbers: [1, 2, 3, 4, 5], letter: null, now: t.clock.now().toISOString() };
    await runner.run(round!.roundId, { type: 'EnterResult', data: { ...entry, adminId: 'chief' } }, meta);
    await runner.run(round!.roundId, { type: 'ApproveResult', data: { ...entry, adminId: 'deputy' } }, meta);
    t.clock.set(ist('2026-01-05T11:50'));
    const before = (await t.balances(asha.id)).money;
    const from = messaging.sent.length;
    const pass = await t.app.get(SettlementWorker).pass();
    expect(pass.settled.map((s) => s.roundId)).toContain(round!.roundId);
    for (let waited = 0; messaging.sent.length === from && waited < 5000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100));

    // Asha: 3 in sequence and 3 in any order, plus 1 in sequence: ₹100 × (300 + 80) + ₹100 × 1 (balances in rupees).
    const prize = (await t.balances(asha.id)).money - before;
    expect(prize).toBe(100 * (300 + 80) + 100);
    const sent = messaging.sent.slice(from);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.tokens).toEqual(['tok-asha']);
    expect(sent[0]!.notification).toEqual({ title: 'You won ₹38,100.00!', body: 'You won ₹38,100.00 in the Vibrant Draw (2 winning tickets). It has been added to your Money Balance.' });
    expect(sent[0]!.data).toEqual({ type: 'prize-credited', draw_id: round!.roundId, period: '3h', amount: '38100', tickets: '2' });
    expect(sent[0]!.webpush?.fcmOptions?.link).toBe('https://play.fairdraw.test/');
    expect(notices.filter((n) => n.roundId === round!.roundId).map((n) => n.winners)).toEqual([[{ userId: asha.id, amountPaise: prize * 100, tickets: 2 }]]);
  });
});
