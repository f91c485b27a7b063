import { AuditRunner } from '../../server/src/audit/runs/audit-runner.js';
import { samplePng } from '../../server/src/shared/uploads/testing/hostile-uploads.js';
import { ticket } from '../api/draws-harness.js';
import { makeSigningKey } from '../api/google-tokens.js';
import { BANK, type Player } from '../api/money-harness.js';
import type { ResultsApp } from '../api/results-harness.js';
import { AMOUNTS, herData } from './authorization-leaks.js';
import type { Role } from './authorization-matrix.js';

/**
 * The world the authorization matrix (issue 13) runs in: a funded first player with
 * tickets, an open deposit and a withdrawal with its upload; a second player; an audit run;
 * a closed manual 12h round awaiting its result (and a second admin to approve it), and
 * the 3h round open. Every route's URL is filled with these real ids, the first player's
 * where the path names an owner.
 */

/** The key of the Google tokens the sign-in route accepts (its certificate is given to the app). */
export const GOOGLE = makeSigningKey();

export interface Account extends Player {
  email: string;
  mobile: string;
}
/** Who sends: the role, its session, its own player (players) and its own new account for the public sign-in routes. */
export interface Caller {
  role: Role;
  token?: string;
  me?: Account;
  fresh: { username: string; email: string };
}

export class MatrixWorld {
  /** Sessions the matrix ends (a password change, the logouts), by whose they were. */
  readonly ended: Record<string, string> = {};

  private constructor(
    readonly t: ResultsApp,
    readonly asha: Account,
    readonly bram: Account,
    readonly round3h: string,
    readonly round12h: string,
    readonly ids: { openDeposit: string; openWithdrawal: string; upload: string; auditRun: string; ashaTicket: string },
    /** The first player's data the other player and anonymous callers must never see. */
    readonly secrets: Set<string>,
  ) {}

  static async build(t: ResultsApp): Promise<MatrixWorld> {
    const account = async (name: string, mobile: string, first: string, last: string): Promise<Account> => {
      const player = await t.player(name, { profile: { firstName: first, lastName: last, mobile } });
      return { ...player, email: `${name}@example.com`, mobile };
    };
    const asha = await account('asha_matrix', '+919812345670', 'Ashwini', 'Raghunathan');
    const bram = await account('bram_matrix', '+919765432108', 'Bramhanand', 'Kulkarni');
    // Rounds on Tuesday 10:15 IST: the 12h round (closes 10:30, draws 10:50) and the 3h round (open until 11:30).
    // The 12h round is a witnessed draw, so an admin may enter its result (an RNG round takes none).
    await t.setSource('12h', 'manual');
    const round12h = (await t.openReal('12h')).roundId;
    const round3h = (await t.openReal('3h')).roundId;
    await t.fund(asha, AMOUNTS.fund);
    await t.fund(bram, 1000);
    expect((await t.post('/admin/settings/payment-details', { upi_id: 'fairdraw@ybl' }, t.admin)).statusCode).toBe(200);
    const deposit = await t.form('POST', '/user/deposit', asha.token, { deposit_option: 'bank', account_holder_name: 'Asha', amount: String(AMOUNTS.openDeposit), ...BANK });
    const withdrawal = await t.form(
      'POST',
      '/user/withdraw',
      asha.token,
      { withdraw_option: 'upi', account_holder_name: 'Asha', amount: String(AMOUNTS.openWithdrawal), upi_handle: 'asha@okaxis' },
      { bytes: await samplePng(), filename: 'qr.png', contentType: 'image/png' },
    );
    const bought12h = await t.buy(asha, ticket(round12h, '12h', [11, 22, 33, 44, 55]));
    const bought3h = await t.buy(asha, ticket(round3h, '3h', [7, 17, 27, 37, 47]));
    expect([deposit.statusCode, withdrawal.statusCode, bought12h.statusCode, bought3h.statusCode]).toEqual([201, 201, 201, 201]);
    expect((await t.buy(bram, ticket(round3h, '3h', [1, 2, 3, 4, 5]))).statusCode).toBe(201);
    const run = await t.post('/admin/audit/runs', {}, t.admin);
    await t.app.get(AuditRunner).settled();
    const ids = {
      openDeposit: deposit.json().data._id,
      openWithdrawal: withdrawal.json().data._id,
      upload: t.storedFiles()[0],
      auditRun: run.json().data.id,
      ashaTicket: bought3h.json().data.tickets[0]._id,
    };
    // The 12h round closed: its result awaits the admins (the clock stays before its draw time, 10:50).
    t.at('2026-01-06T05:01:00.000Z');
    await t.closeRound(round12h);
    // The approving admin exists before the matrix, which then changes nothing of the world's accounts.
    await t.checker();
    const secrets = await herData(t, asha, ids.upload);
    return new MatrixWorld(t, asha, bram, round3h, round12h, ids, secrets);
  }

  callerOf(role: Role): Caller {
    return {
      role,
      token: { anonymous: undefined, player: this.asha.token, other: this.bram.token, admin: this.t.admin, auditor: this.t.auditor }[role],
      me: role === 'player' ? this.asha : role === 'other' ? this.bram : undefined,
      fresh: { username: `pub_${role}`, email: `pub_${role}@example.com` },
    };
  }

  /** Path parameters: the first player's ids (the other player sends them too), the rounds, the audit run. */
  urlOf(key: string): string {
    const [method, path] = key.split(' ');
    const { ids } = this;
    const id = path.startsWith('/admin/deposits/')
      ? ids.openDeposit
      : path.startsWith('/admin/withdraws/')
        ? ids.openWithdrawal
        : path.startsWith('/admin/audit/runs/')
          ? ids.auditRun
          : path.startsWith('/user/tickets/')
            ? ids.ashaTicket
            : this.round3h;
    const period = path.includes('/draws/period/') ? '12h' : method === 'POST' && path.includes('/ticket-amount/') ? '6h' : '3h';
    const fill: Record<string, string> = { id, period, drawId: this.round12h, userId: this.asha.id, name: ids.upload, mode: 'any' };
    const query = QUERY[key];
    return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(fill[name])) + (query ? `?${query}` : '');
  }
}

const QUERY: Record<string, string> = {
  'GET /draws/results': 'period=12h',
  'GET /user/draws': 'period=3h&status=open&limit=1',
  'GET /user/draws/last-result': 'period=3h',
  'GET /user/draws/prize-stats': 'period=3h&mode=any',
  'GET /user/draws/pots': 'period=3h',
  'GET /user/deposit/upi-payment': 'amount=500',
  'GET /admin/tickets/number-count': 'period=3h',
};
