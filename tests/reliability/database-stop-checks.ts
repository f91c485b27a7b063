import type pg from 'pg';
import { nameBasedUuid } from '../../server/src/shared/idempotency/keyed-command.js';
import { sendPurchase, type Answer, type Player } from './database-stop-load.js';

type Query = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;

/**
 * What the log says of the purchases of the database-stop fault test, once the database is
 * back: every purchase answered 201 is there exactly once; one refused while the database
 * was down is not; and the client's retry of a refused one (same Idempotency-Key) buys it
 * exactly once, whatever happened to the first attempt.
 */
export async function checkPurchases(base: string, query: Query, answers: Answer[], wasDown: (a: Answer) => boolean, concurrency: number) {
  const ticketIds = (body: any) => (body?.data?.tickets ?? []).map((t: { _id: string }) => t._id) as string[];
  const logged = async (ids: string[]) =>
    new Map(
      (await query<{ id: string; n: number }>(
        `SELECT data->>'ticketId' AS id, count(*)::int AS n FROM events WHERE type = 'TicketPurchased' AND data->>'ticketId' = ANY($1) GROUP BY 1`,
        [ids],
      )).map((r) => [r.id, r.n]),
    );
  const purchases = answers.filter((a) => a.kind === 'purchase');
  const acknowledged = purchases.filter((a) => a.status === 201);
  const refused = purchases.filter((a) => a.status !== 201);

  // A refused purchase's ticket id is the one its key names (BuyTickets derives it), so the log tells whether it was bought.
  const keyedId = (a: Answer) => nameBasedUuid(`ticket\n${a.purchase!.player.id}\n${a.purchase!.key}\n0`);
  const beforeRetry = await logged(refused.map(keyedId));
  const committedThoughRefused = refused.filter((a) => beforeRetry.has(keyedId(a))).length;
  const refusedWhileDownLogged = refused.filter((a) => wasDown(a) && beforeRetry.has(keyedId(a))).length;

  const retried: { status: number; body: any }[] = [];
  for (let i = 0; i < refused.length; i += concurrency) {
    retried.push(...(await Promise.all(refused.slice(i, i + concurrency).map((a) => sendPurchase(base, a.purchase!)))));
  }
  const retriesRefused = retried.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`);

  const answeredIds = [...acknowledged.map((a) => a.body), ...retried.map((r) => r.body)].flatMap(ticketIds);
  const counts = await logged(answeredIds);
  const [{ doubledAnywhere }] = await query<{ doubledAnywhere: number }>(
    `SELECT count(*)::int AS "doubledAnywhere" FROM (SELECT 1 FROM events WHERE type = 'TicketPurchased' GROUP BY data->>'ticketId' HAVING count(*) > 1) d`,
  );
  const [{ inReadModel }] = await query<{ inReadModel: number }>(
    'SELECT count(DISTINCT ticket_id)::int AS "inReadModel" FROM tickets WHERE ticket_id = ANY($1)',
    [answeredIds],
  );
  return {
    acknowledged: acknowledged.length,
    refused: refused.length,
    committedThoughRefused,
    refusedWhileDownLogged,
    retries: retried.length,
    retriesRefused,
    lost: answeredIds.filter((id) => !counts.has(id)).length,
    doubled: answeredIds.filter((id) => (counts.get(id) ?? 0) > 1).length + doubledAnywhere,
    missingFromReadModel: new Set(answeredIds).size - inReadModel,
  };
}

/** Balances: none negative, and each player's the funding less the tickets in their log. */
export async function checkBalances(query: Query, players: Player[], fundPaise: number, pricePaise: number) {
  const rows = await query<{ user_id: string; money: string; negative: boolean; bought: number }>(
    `SELECT b.user_id, b.money, (b.money < 0 OR b.referral < 0 OR b.held < 0) AS negative,
            (SELECT count(*)::int FROM events e WHERE e.stream_id = 'wallet-' || b.user_id AND e.type = 'TicketPurchased') AS bought
       FROM wallet_balances b`,
  );
  const mismatched = players
    .map((p) => rows.find((r) => r.user_id === p.id))
    .filter((r) => !r || Number(r.money) !== fundPaise - r.bought * pricePaise)
    .map((r) => (r ? `${r.user_id}: ${r.money} paise after ${r.bought} tickets` : 'a player without a balance'));
  return { negative: rows.filter((r) => r.negative).length, mismatched };
}

/** A 503 in the product's JSON error shape, with a message a person can read; for /health its `unavailable` report. */
export function isUnavailableAnswer(a: Answer): boolean {
  if (a.status !== 503) return false;
  if (a.kind === 'health') return a.body?.status === 'unavailable';
  const message = a.body?.success === false ? a.body.message : a.body?.err === 'Y' ? a.body.msg : undefined;
  return typeof message === 'string' && /unavailable/i.test(message) && a.body.code === 'SERVICE.UNAVAILABLE';
}

export function shown(a: Answer): string {
  return `${a.kind} ${a.status} after ${Math.round(a.answered - a.sent)} ms: ${JSON.stringify(a.body).slice(0, 200)}`;
}
