import { drawPeriod, isPeriodId, type PeriodId, type PrizeMode } from '../../draws/draw-periods.js';
import { initialPrizeTables, tableKey, type PrizeTable } from '../../draws/prizes/prize-tables.js';
import { initialSettings, NO_PAYMENT_DETAILS } from '../../settings/settings.js';
import type { PaymentDetails } from '../../settings/queries/get-settings/get-settings.query.js';
import { formatRupees } from '../../shared/money/money.js';
import { formatIndianTime } from '../../shared/clock/india-time.js';
import type { AdminActionRecord } from './admin-action.js';

type Data = Record<string, any>;

/**
 * The readable side of one admin action, pure: its summary sentence ('Ticket amount for
 * 3 hours: ₹100.00 → ₹150.00') and the details the API may show at `now`. A value with no
 * earlier change is compared with its default (the settings' and prize tables' initial
 * state). A posted result's numbers are left out of both before its result_at.
 */
export function describeAction(record: AdminActionRecord, now: Date): { summary: string; details: Record<string, unknown> } {
  const data = record.details as Data;
  const previous = record.previous as Data | null;
  switch (record.kind) {
    case 'setting':
      return { summary: settingSummary(record.event_type, data, previous), details: data };
    case 'prize_table':
      return { summary: prizeTableSummary(data, previous), details: data };
    case 'deposit_request':
      return { summary: requestSummary('Deposit', data, previous), details: data };
    case 'withdrawal_request':
      return { summary: requestSummary('Withdrawal', data, previous), details: data };
    case 'result':
      return resultSummary(record.event_type === 'ResultEntered' ? 'entered' : 'posted', data, record.hidden_until, now);
    case 'admin_created':
      return { summary: `${data.role === 'auditor' ? 'Auditor' : 'Admin'} account "${String(data.username)}" created`, details: data };
    default: {
      const unknown: never = record.kind;
      throw new Error(`Unknown admin action kind ${String(unknown)}`);
    }
  }
}

function periodLabel(period: unknown): string {
  return isPeriodId(period) ? drawPeriod(period).label.toLowerCase() : String(period);
}

function settingSummary(type: string, data: Data, previous: Data | null): string {
  const defaults = initialSettings();
  switch (type) {
    case 'LatestNewsChanged':
      return `Latest news: ${previous?.url ?? defaults.latestNews ?? '(none)'} → ${String(data.url)}`;
    case 'ReferralAmountChanged':
      return `Referral amount: ${formatRupees(previous?.amountPaise ?? defaults.referralAmountPaise)} → ${formatRupees(data.amountPaise)}`;
    case 'TicketPriceChanged': {
      const before = previous?.pricePaise ?? (isPeriodId(data.period) ? defaults.ticketPricePaise[data.period] : null);
      return `Ticket amount for ${periodLabel(data.period)}: ${before === null ? '(none)' : formatRupees(before)} → ${formatRupees(data.pricePaise)}`;
    }
    case 'ResultSourceChanged': {
      const before = previous?.source ?? (isPeriodId(data.period) ? defaults.resultSource[data.period] : null);
      const name = (source: unknown) => (source === 'manual' ? 'manual (witnessed draw, two admins)' : source === 'rng' ? 'RNG' : String(source));
      return `Result source for ${periodLabel(data.period)}: ${name(before)} → ${name(data.source)} (from the next round)`;
    }
    case 'PaymentDetailsChanged':
      return paymentDetailsSummary(data as PaymentDetails, (previous as PaymentDetails | null) ?? NO_PAYMENT_DETAILS);
    default:
      return `Setting changed (${type})`;
  }
}

function paymentDetailsSummary(after: PaymentDetails, before: PaymentDetails): string {
  const parts: Array<[string, unknown, unknown]> = [
    ['bank account', before.bank, after.bank],
    ['UPI id', before.upiId, after.upiId],
    ['TRC20 address', before.crypto?.TRC20 ?? null, after.crypto?.TRC20 ?? null],
    ['SOLANA address', before.crypto?.SOLANA ?? null, after.crypto?.SOLANA ?? null],
  ];
  const changed = parts.filter(([, b, a]) => JSON.stringify(b ?? null) !== JSON.stringify(a ?? null)).map(([name, , a]) => (a === null ? `${name} removed` : name));
  return changed.length === 0 ? 'Payment details saved unchanged' : `Payment details changed: ${changed.join(', ')}`;
}

function prizeTableSummary(data: Data, previous: Data | null): string {
  const period = data.period as PeriodId;
  const mode = data.mode as PrizeMode;
  const before: PrizeTable | undefined = (previous as PrizeTable | null) ?? initialPrizeTables()[tableKey(period, mode)];
  const changes: string[] = [];
  if (before?.jackpotPaise !== data.jackpotPaise) {
    changes.push(`pot base ${before ? formatRupees(before.jackpotPaise) : '(none)'} → ${formatRupees(data.jackpotPaise)}`);
  }
  if (before?.potShareBps !== data.potShareBps) {
    changes.push(`pot share ${before ? percent(before.potShareBps) : '(none)'} → ${percent(data.potShareBps)}`);
  }
  const fields = new Set([...Object.keys(before?.multipliers ?? {}), ...Object.keys(data.multipliers ?? {})]);
  for (const field of fields) {
    const b = (before?.multipliers as Data | undefined)?.[field];
    const a = data.multipliers?.[field];
    if (b !== a) changes.push(`${field} ${b === undefined ? '(none)' : `×${b}`} → ${a === undefined ? '(none)' : `×${a}`}`);
  }
  const table = `Prize table for ${periodLabel(period)}, ${mode === 'sequence' ? 'sequence' : 'any order'}`;
  return changes.length === 0 ? `${table} saved unchanged` : `${table}: ${changes.join('; ')}`;
}

const percent = (bps: number) => `${bps / 100}%`;

const STATUS_LABELS: Record<string, string> = { on_hold: 'on hold', in_progress: 'in progress', done: 'done', rejected: 'rejected' };
const statusLabel = (status: unknown) => STATUS_LABELS[String(status)] ?? String(status);

/** `previous`: the request event before this change (its request, or an earlier change), each carrying the status and amount it left. */
function requestSummary(what: 'Deposit' | 'Withdrawal', data: Data, previous: Data | null): string {
  const beforeStatus = previous?.status ?? 'on_hold';
  const beforeAmount = previous?.amountPaise as number | undefined;
  const changes: string[] = [];
  if (beforeStatus !== data.status) changes.push(`${statusLabel(beforeStatus)} → ${statusLabel(data.status)}`);
  if (beforeAmount !== undefined && beforeAmount !== data.amountPaise) {
    changes.push(`amount ${formatRupees(beforeAmount)} → ${formatRupees(data.amountPaise)}`);
  }
  if (data.status === 'rejected' && data.reason) changes.push(`reason: ${String(data.reason)}`);
  const head = `${what} request of ${formatRupees(data.amountPaise)}`;
  return changes.length === 0 ? `${head} saved unchanged (${statusLabel(data.status)})` : `${head}: ${changes.join('; ')}`;
}

/** Round ids are '<period>-<start, ISO-8601 UTC>' (rounds/round.ts roundIdOf). */
function roundName(roundId: string): string {
  const cut = roundId.indexOf('-');
  const period = roundId.slice(0, cut);
  const start = new Date(roundId.slice(cut + 1));
  if (cut < 0 || !isPeriodId(period) || Number.isNaN(start.getTime())) return `round ${roundId}`;
  const p = drawPeriod(period);
  return `${p.name} (${p.label.toLowerCase()}) round of ${formatIndianTime(start)}`;
}

/** A manual result entered (maker) or approved and so posted (checker; `approvedBy` is absent on results posted before approvals). */
function resultSummary(step: 'entered' | 'posted', data: Data, hiddenUntil: Date | null, now: Date): { summary: string; details: Record<string, unknown> } {
  const round = roundName(String(data.roundId));
  const what = step === 'entered' ? 'Result entered' : data.approvedBy ? 'Result approved and posted' : 'Result posted';
  if (hiddenUntil === null || hiddenUntil.getTime() > now.getTime()) {
    const when = hiddenUntil && Number.isFinite(hiddenUntil.getTime()) ? ` (shown from ${formatIndianTime(hiddenUntil)})` : '';
    const who = { roundId: data.roundId, adminId: data.adminId, ...(data.approvedBy ? { approvedBy: data.approvedBy } : {}) };
    return { summary: `${what} for the ${round}${when}`, details: who };
  }
  const numbers = (data.numbers as number[]).map((n) => String(n).padStart(2, '0')).join(' ');
  return { summary: `${what} for the ${round}: ${numbers}${data.letter ? ` ${String(data.letter)}` : ''}`, details: data };
}
