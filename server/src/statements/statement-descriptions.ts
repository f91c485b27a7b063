import { drawPeriod, isPeriodId, type PeriodId } from '../draws/draw-periods.js';
import type { PaymentOption } from '../money-requests/money-request.js';
import { istReadable } from '../shared/clock/india-time.js';
import type { StatementEntry } from './statement-rows.js';

/**
 * The words a player reads on each row (pure). Deposits and withdrawals name how the money
 * came or goes, which only the request knows: `options` maps request ids to their payment
 * option (looked up for a whole page at once). Draw names come from the one table of
 * draw periods.
 */
const OPTION: Record<PaymentOption, string> = { bank: 'bank', upi: 'UPI', crypto: 'crypto' };

export function describeEntry(entry: StatementEntry, options: ReadonlyMap<string, PaymentOption>): string {
  const event = entry.event;
  const option = options.get(entry.reference.id);
  switch (event?.type) {
    case 'DepositCredited':
      return option ? `Deposit by ${OPTION[option]}` : 'Deposit';
    case 'FundsHeld':
      return `${withdrawal(option)} held`;
    case 'HoldCaptured':
      return `${withdrawal(option)} paid`;
    case 'HoldReleased':
      return `${withdrawal(option)} released back to your balance`;
    case 'TicketPurchased': {
      const { period, numbers, letter } = event.data;
      const picks = numbers.map((n) => String(n).padStart(2, '0')).join(' ');
      return ['Ticket', drawLabel(period), picks + (letter ? ` ${letter}` : '')].filter(Boolean).join(' · ');
    }
    case 'PrizeCredited': {
      const { period, roundId } = event.data;
      const start = roundStartMs(period, roundId);
      const draw = isPeriodId(period) ? drawPeriod(period).name : null;
      if (!draw) return 'Prize';
      return start === null ? `Prize · ${draw}` : `Prize · ${draw}, draw of ${istReadable(start)}`;
    }
    case 'ReferralCredited':
      return 'Referral bonus';
    case 'AdjustmentCredited':
      return event.data.note ? `Credit from Fairdraw · ${event.data.note}` : 'Credit from Fairdraw';
    default:
      return 'Balance change';
  }
}

/** The request ids whose payment option a page's descriptions need. */
export function requestIdsOf(entries: readonly StatementEntry[]): { deposits: string[]; withdrawals: string[] } {
  const deposits = new Set<string>();
  const withdrawals = new Set<string>();
  for (const e of entries) {
    if (e.reference.kind === 'deposit_request') deposits.add(e.reference.id);
    if (e.reference.kind === 'withdrawal_request') withdrawals.add(e.reference.id);
  }
  return { deposits: [...deposits], withdrawals: [...withdrawals] };
}

function withdrawal(option: PaymentOption | undefined): string {
  return option ? `Withdrawal to ${OPTION[option]}` : 'Withdrawal';
}

/** 'Vibrant (3 hours)' */
function drawLabel(period: PeriodId): string | null {
  if (!isPeriodId(period)) return null;
  const p = drawPeriod(period);
  return `${p.name} (${p.label})`;
}

/** A round's id is `<period>-<start in UTC ISO-8601>` (draws/rounds/round.ts): its start, or null. */
function roundStartMs(period: string, roundId: string): number | null {
  if (!roundId.startsWith(`${period}-`)) return null;
  const ms = Date.parse(roundId.slice(period.length + 1));
  return Number.isNaN(ms) ? null : ms;
}
