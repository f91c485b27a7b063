// The settlement bench's round: many players' wallets opened, funded and buying tickets
// through batch appends, then the round closed and its result posted. Seeded tickets
// come from a fixed generator, so the bench is repeatable.
import { createHash, randomUUID } from 'node:crypto';

const BATCH = 20_000;

/** Five distinct numbers of 1..max, from a seeded generator (the bench is repeatable). */
function randomTicket(next, max) {
  const picked = new Set();
  while (picked.size < 5) picked.add(1 + Math.floor(next() * max));
  return [...picked];
}
function generator(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/**
 * Seeds a 3h round: `players` wallets opened and funded, each buying `perPlayer` tickets
 * through batch appends (the tickets projection fills `tickets`), then the round closed
 * (SalesClosed, RoundClosed) and its result posted (ResultPosted). Returns the round.
 */
export async function seedSettlementRound({ store, pool, roundTimes, latestStart, at, players, perPlayer, result }) {
  const meta = () => ({ actor: 'system:bench', correlationId: 'bench-settlement', causationId: null, occurredAt: at.toISOString() });
  const round = roundTimes('3h', latestStart('3h', at));
  const pricePaise = 10_000;
  const commitment = createHash('sha256').update(randomUUID()).digest('hex');
  const roundStream = `round-${round.roundId}`;
  await store.append(roundStream, [{ id: randomUUID(), type: 'RoundOpened', data: { ...round, pricePaise, commitment, beaconRound: null, beaconChain: null }, metadata: meta() }], 0);
  const users = Array.from({ length: players }, () => randomUUID());
  const next = generator(11);
  for (let version = 0; version < perPlayer + 2; version++) {
    for (let i = 0; i < users.length; i += BATCH) {
      const batch = users.slice(i, i + BATCH).map((user) => {
        let event;
        if (version === 0) event = { type: 'WalletOpened', data: { userId: user } };
        else if (version === 1) event = { type: 'AdjustmentCredited', data: { adjustmentId: `bench-${user}`, amountPaise: 10_000_000 } };
        else {
          const ticket = { ticketId: randomUUID(), roundId: round.roundId, period: '3h', numbers: randomTicket(next, 75), letter: null, pricePaise };
          event = { type: 'TicketPurchased', data: { ...ticket, fromReferralPaise: 0, fromMoneyPaise: pricePaise } };
        }
        return { streamId: `wallet-${user}`, expectedVersion: version, event: { id: randomUUID(), ...event, metadata: meta() } };
      });
      const outcomes = await store.appendToMany(batch);
      if (outcomes.some((o) => o.outcome !== 'appended')) throw new Error('seeding the settlement bench failed');
    }
  }
  const { rows } = await pool.query('SELECT count(*)::int AS n, coalesce(sum(price_paise), 0)::bigint AS sales FROM tickets WHERE round_id = $1', [round.roundId]);
  await store.append(roundStream, [
    { id: randomUUID(), type: 'SalesClosed', data: { roundId: round.roundId }, metadata: meta() },
    { id: randomUUID(), type: 'RoundClosed', data: { roundId: round.roundId, ticketCount: rows[0].n, salesPaise: Number(rows[0].sales), ticketRoot: commitment }, metadata: meta() },
    { id: randomUUID(), type: 'ResultPosted', data: { roundId: round.roundId, numbers: result, letter: null, adminId: 'bench' }, metadata: meta() },
  ], 1);
  return { round, users, tickets: rows[0].n };
}
