import type { PlayView as ResponsiblePlayView } from '../../../lib/api/responsible-play-view.js';

/** GET /admin/users/:userId (contract A3): one player, their balances, recent money and tickets. */
export interface PlayerProfile {
  _id: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  date_of_birth: string | null;
  gender: string | null;
  referral_code: string | null;
  is_profile_updated: boolean;
  createdAt: string | null;
  lastLoginAt: string | null;
}

/** A deposit or withdrawal request, as the admin request lists show it. */
export interface PlayerRequest {
  _id: string;
  deposit_option?: string;
  withdraw_option?: string;
  amount: number | string;
  status?: string;
  reference?: string | null;
  createdAt?: string;
}

/** A ticket, as GET /user/tickets lists it (spec section 3: num_1..num_5, num_6 the weekly letter). */
export interface PlayerTicket {
  _id: string;
  draw_id: string;
  period: string;
  num_1: number;
  num_2: number;
  num_3: number;
  num_4: number;
  num_5: number;
  num_6: string | null;
  round_amount: number;
  status: string;
  createdAt: string;
  outcome: { prize: number } | null;
}

/** Contract C1, as the player's own page reads it. */
export type { LimitView, PlayView as ResponsiblePlayView } from '../../../lib/api/responsible-play-view.js';

export interface Recent<Row> {
  rows: Row[];
  total: number;
}

export interface PlayerDetail {
  player: PlayerProfile;
  balances: { money: number; referral: number; held: number; version: number };
  deposits: Recent<PlayerRequest>;
  withdrawals: Recent<PlayerRequest>;
  tickets: Recent<PlayerTicket>;
  responsiblePlay: ResponsiblePlayView | null;
}

function recent<Row>(value: unknown): Recent<Row> {
  const list = (value ?? {}) as { rows?: unknown; total?: unknown };
  const rows = Array.isArray(list.rows) ? (list.rows as Row[]) : [];
  const total = Number(list.total ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** Reads the reply defensively: a missing part shows as empty, never as a crash. */
export function toPlayerDetail(value: unknown): PlayerDetail {
  const data = (value ?? {}) as Record<string, unknown>;
  const balances = (data.balances ?? {}) as Partial<PlayerDetail['balances']>;
  const play = data.responsiblePlay as ResponsiblePlayView | null | undefined;
  return {
    player: (data.player ?? {}) as PlayerProfile,
    balances: {
      money: Number(balances.money ?? 0),
      referral: Number(balances.referral ?? 0),
      held: Number(balances.held ?? 0),
      version: Number(balances.version ?? 0),
    },
    deposits: recent(data.deposits),
    withdrawals: recent(data.withdrawals),
    tickets: recent(data.tickets),
    responsiblePlay: play && typeof play === 'object' && play.depositLimits ? play : null,
  };
}
