// Settlement at scale (DESIGN.md section 7): a round of 1,000,000 tickets from 100,000
// players settled by the product's SettleRound (the built server's own command, on its
// own Nest application: set-based evaluation, PrizeCredited through the batch append with
// the inline projections, progress, RoundSettled), against the bare set-based SQL that
// computes the same prizes and inserts the same events (one statement: the same
// evaluation, the same fd_append_batch, so the same event rows, hash chains, balances and
// ledger postings) on the same database. The ratio is the product's time over the bare one.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PLAYERS = Number(process.env.BENCH_SETTLEMENT_PLAYERS ?? 100_000);
const TICKETS_PER_PLAYER = Number(process.env.BENCH_SETTLEMENT_TICKETS ?? 10);
const BATCH = 20_000;
const RESULT = [7, 21, 33, 48, 62];

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
export async function seedSettlementRound({ store, pool, roundTimes, latestStart, at, players, perPlayer, result = RESULT }) {
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

/**
 * The reference: one statement, the same evaluation as settlement-query.ts (sequence and
 * any-order cells of the default 3h tables, the pots split among their winners) feeding
 * fd_append_batch with one PrizeCredited per winning player, versions read set-based.
 * Each winner's event is the product's event (data, type, metadata of the same size).
 */
const REFERENCE_SQL = `
WITH m AS (
  SELECT ticket_id, user_id, price_paise,
    (num_1 = ($2::int[])[1])::int + (num_2 = ($2::int[])[2])::int + (num_3 = ($2::int[])[3])::int + (num_4 = ($2::int[])[4])::int + (num_5 = ($2::int[])[5])::int AS ks,
    (num_1 = ANY ($2::int[]))::int + (num_2 = ANY ($2::int[]))::int + (num_3 = ANY ($2::int[]))::int + (num_4 = ANY ($2::int[]))::int + (num_5 = ANY ($2::int[]))::int AS ka
  FROM tickets WHERE round_id = $1
), w AS MATERIALIZED (
  SELECT ticket_id, user_id, (price_paise * ($3::bigint[])[ks + 1]) / 100 + (price_paise * ($4::bigint[])[ka + 1]) / 100 AS fixed, ks = 5 AS jp, ka = 5 AS mp
  FROM m WHERE ($3::bigint[])[ks + 1] > 0 OR ($4::bigint[])[ka + 1] > 0 OR ks = 5 OR ka = 5
), n AS (SELECT count(*) FILTER (WHERE jp) AS jn, count(*) FILTER (WHERE mp) AS mn FROM w),
p AS (
  SELECT w.user_id, sum(w.fixed + CASE WHEN jp THEN $5::bigint / n.jn ELSE 0 END + CASE WHEN mp THEN $6::bigint / n.mn ELSE 0 END) AS amount,
         array_agg(w.ticket_id ORDER BY w.ticket_id COLLATE "C") AS tickets
  FROM w CROSS JOIN n GROUP BY w.user_id
)
SELECT count(*) AS appended FROM fd_append_batch((
  SELECT jsonb_agg(jsonb_build_object(
    's', 'wallet-' || p.user_id, 'v', b.version,
    'e', jsonb_build_object('id', gen_random_uuid(), 'type', 'PrizeCredited',
      'data', jsonb_build_object('roundId', $1::text, 'period', '3h', 'amountPaise', p.amount, 'tickets', to_jsonb(p.tickets)),
      'metadata', jsonb_build_object('actor', 'system:settlement', 'correlationId', 'bench-reference', 'causationId', NULL,
        'occurredAt', now(), 'idempotencyKey', 'prize:' || $1::text, 'fingerprint', md5(p.user_id) || md5(p.user_id)))))
  FROM p JOIN wallet_balances b ON b.user_id = p.user_id WHERE p.amount > 0)) r
WHERE r.outcome = 'appended'`;

export async function measureSettlement({ dist, url, pool, store, at }) {
  const seedStart = performance.now();
  const { latestStart, roundTimes } = await import(dist('draws/rounds/round-calendar.js'));
  const seeded = await seedSettlementRound({ store, pool, roundTimes, latestStart, at, players: PLAYERS, perPlayer: TICKETS_PER_PLAYER });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const { round } = seeded;

  // The product: its own application on the same database, the clock at the round's draw time.
  const { createApp } = await import(dist('bootstrap.js'));
  const { loadConfig } = await import(dist('shared/config/config.js'));
  const { FixedClock } = await import(dist('shared/clock/clock.js'));
  const { createRootLogger } = await import(dist('shared/logging/logger.js'));
  const { CommandBus } = await import('@nestjs/cqrs');
  const { SettleRound } = await import(dist('draws/settlement/commands/settle-round/settle-round.command.js'));
  const { defaultPrizeTable } = await import(dist('draws/prizes/prize-tables.defaults.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-bench-settle-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent', SCHEDULER_ENABLED: 'false', RESULT_MODE: 'manual' });
  const app = await createApp({ config, databaseUrl: url, clock: new FixedClock(new Date(round.drawAt)), logger: createRootLogger('silent') });
  await app.init();
  try {
    // Both read the round's tickets: a pass over them first, so neither pays a cold cache alone.
    await pool.query('SELECT count(*) FROM tickets WHERE round_id = $1 AND num_1 > 0', [round.roundId]);
    const moneyBefore = await sumMoney(pool);
    const started = performance.now();
    const settled = await app.get(CommandBus).execute(new SettleRound(round.roundId, { actor: 'system:bench', correlationId: 'bench-settlement' }));
    const productSeconds = (performance.now() - started) / 1000;
    const consistent = (await sumMoney(pool)) - moneyBefore === settled.prizesPaise && settled.credited === settled.winners;

    // The bare SQL: the same prizes, the same events (new ids: the product's are stored), on the same database.
    const hundredths = (mode) => {
      const m = defaultPrizeTable('3h', mode).multipliers;
      return [0, m.oneN, m.twoN, m.threeN, m.fourN, m.fiveN].map((x) => Math.round((x ?? 0) * 100));
    };
    const { rows: [s] } = await pool.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'RoundSettled'`, [`round-${round.roundId}`]);
    const pots = Object.fromEntries(s.data.pots.map((p) => [p.name, p.potPaise]));
    const refStart = performance.now();
    const { rows: [ref] } = await pool.query(REFERENCE_SQL, [round.roundId, RESULT, hundredths('sequence'), hundredths('any'), pots.jackpot, pots.minipot]);
    const referenceSeconds = (performance.now() - refStart) / 1000;
    const same = Number(ref.appended) === settled.winners;
    return {
      tickets: seeded.tickets, players: PLAYERS, winners: settled.winners, seedSeconds, productSeconds, referenceSeconds,
      ratio: productSeconds / referenceSeconds, consistent: consistent && same,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function sumMoney(pool) {
  const { rows } = await pool.query('SELECT coalesce(sum(money), 0)::bigint AS money FROM wallet_balances');
  return Number(rows[0].money);
}
