import type { WalletModel } from './wallet-model.js';
import { expectBalances, expectRequests, expectTickets, paise, same, send, type Real } from './wallet-model-system.js';

/**
 * The end of a wallet model run: every list each player sees, the statement's running
 * balances, and the event log itself: each purchase answered 2xx is one TicketPurchased
 * (counted as lost or doubled), each done deposit one credit, each prize one per round,
 * and nothing in the log that was not acknowledged.
 */
export async function expectRunLedger(m: WalletModel, r: Real): Promise<void> {
  const label = `run ${r.run}, at its end`;
  await expectBalances(m, r, label, m.players.map((_, i) => i));
  for (const i of m.players.keys()) {
    await expectRequests(m, r, label, 'deposits', i);
    await expectRequests(m, r, label, 'withdraws', i);
    await expectTickets(m, r, label, i);
    await expectStatement(m, r, label, i);
  }
  const streams = r.players.map((p) => `wallet-${p.id}`);
  const count = async (type: string, key: string) => {
    const { rows } = await r.db.query(
      `SELECT ${key} AS key, count(*)::int AS n FROM events WHERE type = $1 AND stream_id = ANY($2) GROUP BY 1`,
      [type, streams],
    );
    return new Map<string, number>(rows.map((x) => [x.key, x.n]));
  };

  const purchases = await count('TicketPurchased', `data->>'ticketId'`);
  const lost = r.acked.filter((id) => !purchases.has(id)).length;
  const doubled = [...purchases.values()].filter((n) => n > 1).length;
  const unacknowledged = [...purchases.keys()].filter((id) => !r.acked.includes(id)).length;
  const credits = await count('DepositCredited', `data->>'requestId'`);
  const done = m.deposits.filter((d) => d.status === 'done').map((d) => d.id);
  const creditsLost = done.filter((id) => !credits.has(id)).length;
  const creditsDoubled = [...credits.values()].filter((n) => n > 1).length;
  const prizes = await count('PrizeCredited', `stream_id || ' ' || (data->>'roundId')`);
  const prizesDoubled = [...prizes.values()].filter((n) => n > 1).length;
  const holds = await count('FundsHeld', `(data->>'holdId') || '@' || (data->>'revision')`);
  const holdsDoubled = [...holds.values()].filter((n) => n > 1).length;

  r.counts.lost += lost + creditsLost;
  r.counts.doubled += doubled + creditsDoubled + prizesDoubled + holdsDoubled;
  r.counts.rejectedChanged += unacknowledged + (credits.size - (done.length - creditsLost));
  same(`${label}: the log`, { lost, doubled, unacknowledged, creditsLost, creditsDoubled, otherCredits: credits.size - (done.length - creditsLost), prizesDoubled, holdsDoubled }, {
    lost: 0, doubled: 0, unacknowledged: 0, creditsLost: 0, creditsDoubled: 0, otherCredits: 0, prizesDoubled: 0, holdsDoubled: 0,
  });
}

/** The statement (every page, oldest first): each row is the one before plus its change, and the closing balances are the model's. */
async function expectStatement(m: WalletModel, r: Real, label: string, i: number): Promise<void> {
  const rows: any[] = [];
  let body: any;
  for (let page = 1; ; page++) {
    body = (await send(r, () => r.t.get(`/user/statement?limit=100&page=${page}`, r.players[i].token))).json();
    rows.push(...body.data.rows);
    if (page >= body.pagination.totalPages) break;
  }
  const opening = body.data.opening;
  let running = { money: paise(opening.money), referral: paise(opening.referral), held: paise(opening.held) };
  for (const row of rows.reverse()) {
    running = { money: running.money + paise(row.change.money), referral: running.referral + paise(row.change.referral), held: running.held + paise(row.change.held) };
    same(`${label}: statement row ${row.version} of player ${i}`, { money: paise(row.balances.money), referral: paise(row.balances.referral), held: paise(row.balances.held) }, running);
  }
  const p = m.players[i];
  same(`${label}: statement closing of player ${i}`, running, { money: p.moneyPaise, referral: p.referralPaise, held: p.heldPaise });
}
