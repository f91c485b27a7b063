import { formatRupees as rupees } from '../shared/money/money.js';
import type { AuditProblem } from './audit-problem.js';
import type { MoneyRequestAudit } from './money-request-checks.js';
import type { SettlementAudit } from './settlement-checks.js';

/** The outcome of one audit run (DESIGN.md sections 1 and 4). Amounts in paise. */
export interface BalanceMismatch {
  userId: string;
  /** What the wallet's events add up to (null: no such stream). */
  replayed: { money: number; referral: number; held: number; version: number } | null;
  /** What the read model holds (null: no row). */
  stored: { money: number; referral: number; held: number; version: number } | null;
  /** Which read model disagrees: wallet_balances, or the player accounts of ledger_postings. */
  source: 'wallet_balances' | 'ledger_postings';
}

export interface AuditReport {
  ok: boolean;
  /** One line per kind of failure; empty when ok. */
  failures: string[];
  wallets: number;
  events: number;
  replaySeconds: number;
  eventsPerSecond: number;
  replayProblems: string[];
  balances: { checked: number; mismatches: BalanceMismatch[]; mismatchCount: number; changedDuringAudit: number };
  /** `broken`: the first 50, with the first version at fault where the store names it; `brokenCount`: all. */
  chains: { checked: number; broken: { streamId: string; problem: string; brokenVersion?: number }[]; brokenCount: number };
  ledger: {
    postings: number;
    total: number;
    unbalancedEvents: { globalPosition: number; sum: number }[];
    unbalancedEventCount: number;
    orphanPostings: number;
    eventsWithPostings: number;
    /** Wallet events that move money, by the replay: each must have postings. */
    expectedEventsWithPostings: number;
    accounts: { account: string; sum: number }[];
  };
  /** Deposits credited and withdrawals captured against their requests (money-request-checks.ts). */
  moneyRequests: MoneyRequestAudit;
  /** Each settled round's prizes against the evaluation of its tickets (settlement-checks.ts). */
  settlements: SettlementAudit;
  /** Every problem above in one list, each with the wallet (player), round or version it is about (audit-problems.ts). */
  problems: AuditProblem[];
}

const LIST = 10;

/** A readable summary for the command line. */
export function formatAuditReport(report: AuditReport): string {
  const lines = [
    `Wallet audit: ${report.ok ? 'PASSED' : 'FAILED'}`,
    `  replayed ${report.events} events of ${report.wallets} wallets in ${report.replaySeconds.toFixed(3)} s (${Math.round(report.eventsPerSecond)} events/s)`,
    `  balances: ${report.balances.checked} wallets compared with wallet_balances and the ledger, ${report.balances.mismatchCount} mismatches` +
      (report.balances.changedDuringAudit ? ` (${report.balances.changedDuringAudit} changed during the audit, not compared)` : ''),
    `  hash chains: ${report.chains.checked} streams verified, ${report.chains.broken.length} broken`,
    `  ledger: ${report.ledger.postings} postings for ${report.ledger.eventsWithPostings} events (expected ${report.ledger.expectedEventsWithPostings}), total ${rupees(report.ledger.total)}, ${report.ledger.unbalancedEventCount} unbalanced events, ${report.ledger.orphanPostings} orphan postings`,
    ...report.ledger.accounts.map((a) => `    ${a.account.padEnd(20)} ${rupees(a.sum).padStart(16)}`),
    `  money requests: ${report.moneyRequests.deposits} deposits, ${report.moneyRequests.withdrawals} withdrawals; ` +
      `${report.moneyRequests.credits} credits, ${report.moneyRequests.holds} holds, ${report.moneyRequests.bonuses} referral bonuses checked, ` +
      `${report.moneyRequests.problemCount} problems`,
    `  settlements: ${report.settlements.rounds} settled draws, ${report.settlements.tickets} tickets evaluated, ${report.settlements.prizes} prizes checked, ${report.settlements.problemCount} problems`,
  ];
  if (!report.ok) {
    lines.push('Failures:', ...report.failures.map((f) => `  - ${f}`));
    for (const p of report.replayProblems.slice(0, LIST)) lines.push(`  history: ${p}`);
    for (const c of report.chains.broken.slice(0, LIST)) lines.push(`  chain: ${c.streamId}: ${c.problem}`);
    for (const m of report.balances.mismatches.slice(0, LIST)) lines.push(`  balance: ${balanceMismatchLine(m)}`);
    for (const p of report.moneyRequests.problems.slice(0, LIST)) lines.push(`  money request: ${p}`);
    for (const p of report.settlements.problems.slice(0, LIST)) lines.push(`  settlement: ${p}`);
    for (const u of report.ledger.unbalancedEvents.slice(0, LIST)) {
      lines.push(`  ledger: postings of event #${u.globalPosition} sum to ${rupees(u.sum)}`);
    }
  }
  return lines.join('\n');
}

/** One balance mismatch in words: the player, the read model, and both sides. */
export function balanceMismatchLine(m: BalanceMismatch): string {
  return `${m.userId} (${m.source}): events say ${describe(m.replayed)}, read model says ${describe(m.stored)}`;
}

function describe(b: BalanceMismatch['replayed']): string {
  if (!b) return 'nothing';
  return `money ${rupees(b.money)}, referral ${rupees(b.referral)}, held ${rupees(b.held)}${b.version >= 0 ? ` at v${b.version}` : ''}`;
}
