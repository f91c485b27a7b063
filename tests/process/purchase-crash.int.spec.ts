import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openTestRound } from '../../server/src/draws/rounds/testing/open-test-round.js';
import { PostgresEventStore } from '../../server/src/shared/event-store/postgres/postgres-event-store.js';
import { MAIN, exited, freePort, startServer, stopAll, useProcessBench, waitForHealth } from './server-process.js';

const PLAYERS = 32;
const PASSWORD = 'Crash-Marigold-47!';
const FUNDS = 10_000_000;
const PRICE = 10_000;
/** Tuesday 6 January 2026, 10:15 IST: the 09:00 3h round is on sale. */
const AT = new Date('2026-01-06T10:15:00+05:30');

interface Player {
  id: string;
  token: string;
}
interface Sent {
  player: Player;
  key: string;
  numbers: number[];
  /** The ticket id of a 201, when the answer came before the kill. */
  ticket?: string;
}

/**
 * Group commit across a kill -9: many players buy at once, so the server commits their
 * purchases in groups (fd_append_group); it is killed while a group is in the database,
 * started again, and every purchase not answered is sent again with its Idempotency-Key,
 * as the web client does. No answered purchase is lost, none is counted twice, each
 * wallet pays exactly for its tickets, and the audit passes.
 */
describe('purchases across a kill -9 during a grouped commit', () => {
  const bench = useProcessBench('fd-purchase-crash-', 6);

  const call = async (port: number, method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const mailTo = async (email: string) => {
    const outbox = join(bench.dataDir, 'outbox');
    for (let i = 0; i < 400; i++) {
      for (const name of existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []) {
        const text = readFileSync(join(outbox, name), 'utf8');
        if (text.includes(`To: ${email}`)) return text;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${email}`);
  };
  const signUp = async (port: number, i: number): Promise<Player> => {
    const email = `crash${i}@example.com`;
    expect((await call(port, 'POST', '/user/register', { username: `crash_buyer_${i}`, email, password: PASSWORD })).status).toBe(200);
    const otp = /^(\d{6})$/m.exec(await mailTo(email))![1];
    const { body } = await call(port, 'POST', '/user/verify-login-otp', { identifier: email, otp });
    const profile = { first_name: 'Crash', last_name: 'Buyer', email, mobile: '+919876543210', date_of_birth: '1990-01-01', gender: 'other' };
    expect((await call(port, 'PUT', '/user/update-profile', profile, { authorization: `Bearer ${body.token}` })).status).toBe(200);
    const { rows } = await bench.pool.query('SELECT id FROM players WHERE email = $1', [email]);
    return { id: rows[0].id, token: body.token };
  };
  const buy = async (port: number, roundId: string, sent: Sent) => {
    const [num_1, num_2, num_3, num_4, num_5] = sent.numbers;
    const res = await call(port, 'POST', '/user/tickets', { draw_id: roundId, period: '3h', num_1, num_2, num_3, num_4, num_5 }, {
      authorization: `Bearer ${sent.player.token}`,
      'idempotency-key': sent.key,
    });
    return res;
  };
  const numbers = () => {
    const picked = new Set<number>();
    while (picked.size < 5) picked.add(1 + Math.floor(Math.random() * 75));
    return [...picked];
  };

  it('loses no answered purchase and counts none twice', async () => {
    const store = new PostgresEventStore(bench.pool);
    const round = await openTestRound(store, '3h', AT, PRICE);
    const env = { DATA_DIR: bench.dataDir, DATABASE_URL: bench.db.url, SCHEDULER_ENABLED: 'false', CLOCK_START: AT.toISOString(), REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000' };
    const first = startServer(await freePort(), env);
    bench.servers.push(first);
    await waitForHealth(first.port, first.child, 120_000);
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i += 8) players.push(...(await Promise.all(Array.from({ length: Math.min(8, PLAYERS - i) }, (_, j) => signUp(first.port, i + j)))));
    for (const p of players) {
      const metadata = { actor: 'system:test', correlationId: 'purchase-crash', causationId: null, occurredAt: AT.toISOString() };
      await store.append(`wallet-${p.id}`, [{ id: randomUUID(), type: 'AdjustmentCredited', data: { adjustmentId: randomUUID(), amountPaise: FUNDS }, metadata }], 1);
    }
    await store.close();

    // Every player buys in a loop until the server dies; a grouped commit in the database is the moment to kill it.
    const sent: Sent[] = [];
    let dead = false;
    const buyer = async (player: Player) => {
      while (!dead) {
        const one: Sent = { player, key: randomUUID(), numbers: numbers() };
        sent.push(one);
        try {
          const res = await buy(first.port, round.roundId, one);
          if (res.status === 201) one.ticket = res.body.data.tickets[0]._id;
          else throw new Error(`purchase answered ${res.status}: ${JSON.stringify(res.body)}`);
        } catch (error) {
          if (!dead) throw error;
        }
      }
    };
    const buyers = Promise.all(players.map(buyer));
    let caught = false;
    for (const deadline = performance.now() + 60_000; performance.now() < deadline && !caught; ) {
      const { rows } = await bench.pool.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%fd_append_group%' AND pid <> pg_backend_pid()");
      if (rows[0].n > 0 && sent.filter((s) => s.ticket).length >= 100) {
        first.child.kill('SIGKILL');
        caught = true;
      }
    }
    dead = true;
    if (!caught) first.child.kill('SIGKILL');
    await exited(first.child);
    await buyers;
    expect(caught).toBe(true);
    const answered = sent.filter((s) => s.ticket);
    const unanswered = sent.filter((s) => !s.ticket);
    expect(unanswered.length).toBeGreaterThan(0);

    // Started again: what was not answered is sent again with its key.
    const second = startServer(await freePort(), env);
    bench.servers.push(second);
    await waitForHealth(second.port, second.child, 120_000);
    for (const one of unanswered) {
      const res = await buy(second.port, round.roundId, one);
      expect(res.status).toBe(201);
      one.ticket = res.body.data.tickets[0]._id;
    }
    // Answered ones sent again answer the same ticket.
    for (const one of answered.slice(0, 20)) expect((await buy(second.port, round.roundId, one)).body.data.tickets[0]._id).toBe(one.ticket);
    await stopAll([second.child]);

    const { rows: tickets } = await bench.pool.query<{ ticket_id: string; user_id: string }>('SELECT ticket_id, user_id FROM tickets WHERE round_id = $1', [round.roundId]);
    expect(tickets.length).toBe(sent.length);
    expect(new Set(tickets.map((t) => t.ticket_id))).toEqual(new Set(sent.map((s) => s.ticket)));
    const { rows: wallets } = await bench.pool.query<{ user_id: string; money: string }>('SELECT user_id, money FROM wallet_balances WHERE user_id = ANY($1)', [players.map((p) => p.id)]);
    for (const w of wallets) expect(Number(w.money)).toBe(FUNDS - PRICE * sent.filter((s) => s.player.id === w.user_id).length);

    const audit = spawnSync(process.execPath, [MAIN.replace(/main\.js$/, 'cli/audit.js')], {
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: bench.db.url, DATA_DIR: bench.dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(audit.stdout).toContain('Wallet audit: PASSED');
    expect(audit.status).toBe(0);
  }, 600_000);
});
