// Settlement's write path (DESIGN.md section 3): one PrizeCredited to each of many opened
// wallets through PostgresEventStore.appendToMany, the inline projections (balances and
// ledger) on. Settling 1,000,000 tickets must fit in about 10 s, so this path must stay
// well above 100,000 credited events per second.
import { randomUUID } from 'node:crypto';

/**
 * Credits a prize to every wallet in `wallets` ([{user, version}], the stream's current
 * version) in one appendToMany call; returns events per second and checks every credit
 * was appended and reached the balances.
 */
export async function measurePrizeCredits(store, pool, wallets, meta) {
  const roundId = randomUUID();
  const credits = wallets.map(({ user, version }, i) => ({
    streamId: `wallet-${user}`,
    expectedVersion: version,
    event: {
      id: randomUUID(),
      type: 'PrizeCredited',
      data: { roundId, period: '3h', amountPaise: 1000 + (i % 97), tickets: [randomUUID()] },
      metadata: meta(),
    },
  }));
  const { rows: before } = await pool.query("SELECT coalesce(sum(money), 0)::bigint AS money FROM wallet_balances");
  const started = performance.now();
  const outcomes = await store.appendToMany(credits);
  const seconds = (performance.now() - started) / 1000;
  const appended = outcomes.filter((o) => o.outcome === 'appended').length;
  const { rows: after } = await pool.query("SELECT coalesce(sum(money), 0)::bigint AS money FROM wallet_balances");
  const credited = credits.reduce((n, c) => n + c.event.data.amountPaise, 0);
  const consistent = appended === credits.length && Number(after[0].money) - Number(before[0].money) === credited;
  return { perSecond: Math.round(credits.length / seconds), events: credits.length, seconds, consistent };
}
