import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The players and the mixed load of the database-stop fault test: public reads, the
 * dashboard's open-draw read (served from a cache kept by LISTEN), a player's own reads, purchases with an Idempotency-Key (so an answer lost in an outage can be
 * retried, as a client would) and the health check, from a few workers at once.
 */
export type Kind = 'results' | 'open-draw' | 'profile' | 'purchase' | 'health';
export const KINDS: readonly Kind[] = ['results', 'open-draw', 'profile', 'purchase', 'health'];

export interface Player {
  id: string;
  email: string;
  token: string;
}

export interface Purchase {
  key: string;
  player: Player;
  body: Record<string, unknown>;
}

export interface Answer {
  kind: Kind;
  /** performance.now() when sent and when answered (or given up on). */
  sent: number;
  answered: number;
  /** The HTTP status; 'hung' when no answer came within the bound, 'error' when the connection failed. */
  status: number | 'hung' | 'error';
  body: any;
  purchase?: Purchase;
}

const PASSWORD = 'Fault-Hibiscus-83!';

export async function call(base: string, method: string, path: string, { body, token, key, withinMs = 15_000 }: { body?: unknown; token?: string; key?: string; withinMs?: number } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(withinMs),
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // kept as text: the test reports it
  }
  return { status: res.status, body: json };
}

/** Registers a player through the API (register, mailed code, verify, an adult's profile: tickets need it). */
export async function signUp(base: string, outbox: string, name: string): Promise<Omit<Player, 'id'>> {
  const email = `${name}@example.com`;
  const reg = await call(base, 'POST', '/user/register', { body: { username: name, email, password: PASSWORD } });
  if (reg.status !== 200) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.body)}`);
  const otp = /^(\d{6})$/m.exec(await mailTo(outbox, email))![1];
  const verified = await call(base, 'POST', '/user/verify-login-otp', { body: { identifier: email, otp } });
  if (!verified.body.token) throw new Error(`verify ${email}: ${verified.status} ${JSON.stringify(verified.body)}`);
  const profile = { first_name: 'Fault', last_name: 'Tester', email, mobile: '+919876543210', date_of_birth: '1990-01-01', gender: 'other' };
  const completed = await call(base, 'PUT', '/user/update-profile', { body: profile, token: verified.body.token });
  if (completed.status !== 200) throw new Error(`update-profile ${email}: ${completed.status} ${JSON.stringify(completed.body)}`);
  return { email, token: verified.body.token };
}

async function mailTo(outbox: string, email: string): Promise<string> {
  for (let i = 0; i < 400; i++) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const name of names) {
      const text = readFileSync(join(outbox, name), 'utf8');
      if (text.includes(`To: ${email}`)) return text;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${email}`);
}

/** Five distinct numbers of 1-75 (the 3h range). */
function pick(): number[] {
  const numbers = new Set<number>();
  while (numbers.size < 5) numbers.add(1 + Math.floor(Math.random() * 75));
  return [...numbers];
}

export function newPurchase(player: Player, drawId: string): Purchase {
  const [num_1, num_2, num_3, num_4, num_5] = pick();
  return { key: randomUUID(), player, body: { draw_id: drawId, period: '3h', num_1, num_2, num_3, num_4, num_5 } };
}

export function sendPurchase(base: string, p: Purchase) {
  return call(base, 'POST', '/user/tickets', { body: p.body, token: p.player.token, key: p.key });
}

/** `workers` loops sending the four kinds in turn (a short pause between two), until stopped. */
export function startLoad(base: string, players: Player[], drawId: string, workers: number) {
  const answers: Answer[] = [];
  let running = true;
  const one = async (kind: Kind, n: number): Promise<Answer> => {
    const player = players[n % players.length];
    const purchase = kind === 'purchase' ? newPurchase(player, drawId) : undefined;
    const sent = performance.now();
    try {
      const res =
        kind === 'results' ? await call(base, 'GET', '/draws/results?period=3h&limit=5')
        : kind === 'open-draw' ? await call(base, 'GET', '/user/draws?period=3h&status=open&limit=1', { token: player.token })
        : kind === 'profile' ? await call(base, 'GET', '/user/profile', { token: player.token })
        : kind === 'health' ? await call(base, 'GET', '/health')
        : await sendPurchase(base, purchase!);
      return { kind, sent, answered: performance.now(), status: res.status, body: res.body, purchase };
    } catch (error) {
      const hung = (error as Error).name === 'TimeoutError';
      return { kind, sent, answered: performance.now(), status: hung ? 'hung' : 'error', body: String((error as Error).cause ?? error), purchase };
    }
  };
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let n = w; running; n++) {
      answers.push(await one(KINDS[n % KINDS.length], n));
      await new Promise((r) => setTimeout(r, 15));
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
