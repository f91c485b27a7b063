import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { latestStart, roundTimes, type RoundTimes } from '../../server/src/draws/rounds/round-calendar.js';
import type { EventStore } from '../../server/src/shared/event-store/event-store.port.js';

const BATCH = 20_000;

/**
 * A 3h round for settlement tests at scale, seeded as the bench does (batch appends; the
 * tickets projection fills `tickets`): `players` wallets opened and funded, each buying
 * `perPlayer` tickets whose first number is the result's first (so every ticket wins at
 * least one number in sequence), then SalesClosed, RoundClosed and the admin's
 * ResultPosted, all stamped `at`.
 */
export async function seedResultedRound(store: EventStore, pool: pg.Pool, at: Date, players: number, perPlayer: number, result: number[]) {
  const meta = () => ({ actor: 'system:seed', correlationId: 'settlement-seed', causationId: null, occurredAt: at.toISOString() });
  const round: RoundTimes = roundTimes('3h', latestStart('3h', at));
  const pricePaise = 10_000;
  const commitment = createHash('sha256').update(randomUUID()).digest('hex');
  const stream = `round-${round.roundId}`;
  await store.append(stream, [{ id: randomUUID(), type: 'RoundOpened', data: { ...round, pricePaise, commitment, beaconRound: null, beaconChain: null }, metadata: meta() }], 0);
  const users = Array.from({ length: players }, () => randomUUID());
  let n = 0;
  const others = () => {
    const picked = new Set<number>();
    while (picked.size < 4) {
      const x = 1 + ((n++ * 7919) % 75);
      if (x !== result[0]) picked.add(x);
    }
    return [...picked];
  };
  for (let version = 0; version < perPlayer + 2; version++) {
    for (let i = 0; i < users.length; i += BATCH) {
      const batch = users.slice(i, i + BATCH).map((user) => {
        const data =
          version === 0
            ? { type: 'WalletOpened', data: { userId: user } }
            : version === 1
              ? { type: 'AdjustmentCredited', data: { adjustmentId: `seed-${user}`, amountPaise: 1_000_000 } }
              : {
                  type: 'TicketPurchased',
                  data: { ticketId: randomUUID(), roundId: round.roundId, period: '3h', numbers: [result[0]!, ...others()], letter: null, pricePaise, fromReferralPaise: 0, fromMoneyPaise: pricePaise },
                };
        return { streamId: `wallet-${user}`, expectedVersion: version, event: { id: randomUUID(), ...data, metadata: meta() } };
      });
      const outcomes = await store.appendToMany(batch);
      if (outcomes.some((o) => o.outcome !== 'appended')) throw new Error('seeding failed');
    }
  }
  const { rows } = await pool.query('SELECT count(*)::int AS n, coalesce(sum(price_paise), 0)::bigint AS sales FROM tickets WHERE round_id = $1', [round.roundId]);
  await store.append(stream, [
    { id: randomUUID(), type: 'SalesClosed', data: { roundId: round.roundId }, metadata: meta() },
    { id: randomUUID(), type: 'RoundClosed', data: { roundId: round.roundId, ticketCount: rows[0].n, salesPaise: Number(rows[0].sales), ticketRoot: commitment }, metadata: meta() },
    { id: randomUUID(), type: 'ResultPosted', data: { roundId: round.roundId, numbers: result, letter: null, adminId: 'seed' }, metadata: meta() },
  ], 1);
  return { round, users, tickets: rows[0].n as number };
}
