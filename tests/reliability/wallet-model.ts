/**
 * The wallet model-based test's model (issue 13): every balance, request and ticket of a
 * run's players as plain numbers, and the product rules of DESIGN.md sections 3 and 4
 * written again, simply, without the server's code. Pure: no I/O. The commands
 * (wallet-model-commands.ts) ask it what an action must answer and change.
 */
export type RequestStatus = 'on_hold' | 'in_progress' | 'done' | 'rejected';
export const STATUSES: readonly RequestStatus[] = ['on_hold', 'in_progress', 'done', 'rejected'];
const isOpen = (s: RequestStatus) => s === 'on_hold' || s === 'in_progress';

export interface ModelPlayer {
  moneyPaise: number;
  referralPaise: number;
  heldPaise: number;
  /** Index of the player who referred this one. */
  referrer: number | null;
  bonusPaid: boolean;
  /** Ticket ids in purchase order. */
  tickets: string[];
}

export interface ModelRequest {
  id: string;
  player: number;
  amountPaise: number;
  status: RequestStatus;
}

export interface PotState {
  startPaise: number;
}

export interface ModelRound {
  roundId: string;
  pricePaise: number;
  open: boolean;
  tickets: { id: string; player: number; numbers: number[]; pricePaise: number }[];
  jackpot: PotState;
  minipot: PotState;
}

/** A mode's prize table as GET /admin/settings/jackpot answers it (multipliers of the price, base in rupees, share in %). */
export interface ModeTable {
  multipliers: [number, number, number, number, number, number]; // index = numbers matched (0: nothing)
  basePaise: number;
  shareBps: number;
}

export interface WalletModel {
  players: ModelPlayer[];
  deposits: ModelRequest[];
  withdrawals: ModelRequest[];
  round: ModelRound;
  nextPricePaise: number;
  referralBonusPaise: number;
  /** A money request's largest amount (MONEY_REQUEST_MAX_RUPEES): a form asking more is a 400. */
  maxRequestPaise: number;
  tables: { sequence: ModeTable; any: ModeTable };
}

export type Outcome = { ok: true } | { ok: false; status: number };
const refused = (status: number): Outcome => ({ ok: false, status });
const done: Outcome = { ok: true };

export function submitWithdrawal(m: WalletModel, player: number, amountPaise: number, id: () => string): Outcome {
  const p = m.players[player];
  if (amountPaise > m.maxRequestPaise) return refused(400);
  if (amountPaise > p.moneyPaise) return refused(409);
  p.moneyPaise -= amountPaise;
  p.heldPaise += amountPaise;
  m.withdrawals.push({ id: id(), player, amountPaise, status: 'on_hold' });
  return done;
}

/** An admin's change of a deposit: `same` changes nothing (200); done is final (409); done credits the amount, and the referrer's bonus once. */
export function updateDeposit(m: WalletModel, r: ModelRequest, status: RequestStatus, amountPaise: number): Outcome & { changed?: boolean } {
  if (amountPaise > m.maxRequestPaise) return refused(400);
  if (status === r.status && amountPaise === r.amountPaise) return { ok: true, changed: false };
  if (r.status === 'done') return refused(409);
  r.status = status;
  r.amountPaise = amountPaise;
  if (status === 'done') {
    const p = m.players[r.player];
    p.moneyPaise += amountPaise;
    if (p.referrer !== null && !p.bonusPaid && m.referralBonusPaise > 0) {
      m.players[p.referrer].referralPaise += m.referralBonusPaise;
      p.bonusPaid = true;
    }
  }
  return { ok: true, changed: true };
}

/**
 * An admin's change of a withdrawal (DESIGN.md 4): the hold is active exactly while the
 * request is open; a new hold or a larger amount needs the money balance (else 409, nothing changes).
 */
export function updateWithdrawal(m: WalletModel, r: ModelRequest, status: RequestStatus, amountPaise: number): Outcome & { changed?: boolean } {
  if (amountPaise > m.maxRequestPaise) return refused(400);
  if (status === r.status && amountPaise === r.amountPaise) return { ok: true, changed: false };
  if (r.status === 'done') return refused(409);
  const p = m.players[r.player];
  const wasHeld = isOpen(r.status) ? r.amountPaise : 0;
  const needed = isOpen(r.status) ? (status === 'rejected' ? 0 : Math.max(0, amountPaise - r.amountPaise)) : status === 'rejected' ? 0 : amountPaise;
  if (needed > p.moneyPaise) return refused(409);
  const heldAfter = isOpen(status) ? amountPaise : 0;
  const paidOut = status === 'done' ? amountPaise : 0;
  p.moneyPaise += wasHeld - heldAfter - paidOut;
  p.heldPaise += heldAfter - wasHeld;
  r.status = status;
  r.amountPaise = amountPaise;
  return { ok: true, changed: true };
}

/** A purchase: all or nothing, referral balance first, ticket by ticket. Returns the split per ticket. */
export function buy(m: WalletModel, player: number, count: number): Outcome & { split?: { fromReferralPaise: number; fromMoneyPaise: number }[] } {
  if (!m.round.open) return refused(409);
  const p = m.players[player];
  const price = m.round.pricePaise;
  if (price * count > p.moneyPaise + p.referralPaise) return refused(409);
  const split = Array.from({ length: count }, () => {
    const fromReferralPaise = Math.min(p.referralPaise, price);
    p.referralPaise -= fromReferralPaise;
    p.moneyPaise -= price - fromReferralPaise;
    return { fromReferralPaise, fromMoneyPaise: price - fromReferralPaise };
  });
  return { ok: true, split };
}

const sequenceMatches = (t: number[], r: number[]) => t.filter((n, i) => r[i] === n).length;
const anyMatches = (t: number[], r: number[]) => t.filter((n) => r.includes(n)).length;
const fixedPrize = (pricePaise: number, multiplier: number) => Math.floor((pricePaise * Math.round(multiplier * 100)) / 100);

/**
 * The round settled against `result` (DESIGN.md 3, the 3h draw: sequence and any order):
 * each ticket's fixed tiers, the pots (start + share of sales, split equally, floor; the
 * rest carried, plus the base after a win) and each player's prize, credited to money.
 */
export function settle(m: WalletModel, result: number[]): Map<number, number> {
  const { round, tables } = m;
  const sales = round.tickets.reduce((s, t) => s + t.pricePaise, 0);
  const pot = (state: PotState, table: ModeTable, winners: number) => {
    const size = state.startPaise + Math.floor((sales * table.shareBps) / 10_000);
    const each = winners > 0 ? Math.floor(size / winners) : 0;
    return { each, next: size - each * winners + (winners > 0 ? table.basePaise : 0) };
  };
  const jackpotWinners = round.tickets.filter((t) => sequenceMatches(t.numbers, result) === 5).length;
  const minipotWinners = round.tickets.filter((t) => anyMatches(t.numbers, result) === 5).length;
  const jackpot = pot(round.jackpot, tables.sequence, jackpotWinners);
  const minipot = pot(round.minipot, tables.any, minipotWinners);
  const prizes = new Map<number, number>();
  for (const t of round.tickets) {
    const kSeq = sequenceMatches(t.numbers, result);
    const kAny = anyMatches(t.numbers, result);
    const prize =
      fixedPrize(t.pricePaise, tables.sequence.multipliers[kSeq]) +
      fixedPrize(t.pricePaise, tables.any.multipliers[kAny]) +
      (kSeq === 5 ? jackpot.each : 0) +
      (kAny === 5 ? minipot.each : 0);
    if (prize > 0) prizes.set(t.player, (prizes.get(t.player) ?? 0) + prize);
  }
  for (const [player, amount] of prizes) m.players[player].moneyPaise += amount;
  round.jackpot = { startPaise: jackpot.next };
  round.minipot = { startPaise: minipot.next };
  return prizes;
}

/** The live pots of the open round: start plus the share of its sales so far. */
export function livePots(m: WalletModel): { jackpotPaise: number; minipotPaise: number } {
  const sales = m.round.tickets.reduce((s, t) => s + t.pricePaise, 0);
  return {
    jackpotPaise: m.round.jackpot.startPaise + Math.floor((sales * m.tables.sequence.shareBps) / 10_000),
    minipotPaise: m.round.minipot.startPaise + Math.floor((sales * m.tables.any.shareBps) / 10_000),
  };
}
