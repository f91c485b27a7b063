import { formatRupees as rupees } from '../shared/money/money.js';
import { userIdOfStream, WALLET_STREAM_PREFIX } from '../wallet/wallet.js';
import type { AuditProblem, PlacedProblem, ProblemKind } from './audit-problem.js';
import { balanceMismatchLine, type AuditReport } from './audit-report.js';
import type { WalletHistoryProblem } from './wallet-replay.js';

/**
 * Every problem of a run in one list, each with what it is about (contract A7's
 * `problems`): a wallet's problems name its player, a round's its round, a history problem
 * its version too. Built from the report's own lists (each already cut to its first 50).
 */
export function auditProblems(
  report: Omit<AuditReport, 'problems' | 'replayProblems'>,
  history: readonly WalletHistoryProblem[],
): AuditProblem[] {
  const placed = (kind: ProblemKind, list: readonly PlacedProblem[]) => list.map((p): AuditProblem => ({ kind, ...p }));
  const wallet = (streamId: string) => (streamId.startsWith(WALLET_STREAM_PREFIX) ? { userId: userIdOfStream(streamId) } : {});
  const { ledger } = report;
  return [
    ...history.map((h): AuditProblem => ({ kind: 'history', message: h.message, ...wallet(h.streamId), version: h.version })),
    ...report.chains.broken.map((c): AuditProblem => ({
      kind: 'chain',
      message: `${c.streamId}: ${c.problem}`,
      ...wallet(c.streamId),
      ...(c.brokenVersion === undefined ? {} : { version: c.brokenVersion }),
    })),
    ...report.balances.mismatches.map((m): AuditProblem => ({ kind: 'balance', message: balanceMismatchLine(m), userId: m.userId })),
    ...ledgerProblems(ledger).map((message): AuditProblem => ({ kind: 'ledger', message })),
    ...placed('money-request', report.moneyRequests.located),
    ...placed('settlement', report.settlements.located),
  ];
}

function ledgerProblems(ledger: AuditReport['ledger']): string[] {
  return [
    ...(ledger.total !== 0 ? [`the ledger does not sum to zero (${rupees(ledger.total)})`] : []),
    ...ledger.unbalancedEvents.map((u) => `postings of event #${u.globalPosition} sum to ${rupees(u.sum)}`),
    ...(ledger.orphanPostings ? [`${ledger.orphanPostings} postings belong to no stored event`] : []),
    ...(ledger.eventsWithPostings !== ledger.expectedEventsWithPostings
      ? [`${ledger.eventsWithPostings} events have postings but ${ledger.expectedEventsWithPostings} wallet and settlement events move money`]
      : []),
  ];
}
