import { rupeesFromPaise } from '../../shared/money/money.js';
import type { StatementRow } from '../queries/get-statement/get-statement.query.js';
import { totalOf, type Balances } from '../statement-rows.js';
import type { NetDeposits, StatementSummary } from '../statement-summary.js';

/** The statement's API shapes (contract B1 and B3): rupees, times in ISO-8601 UTC. */

export function balancesView(b: Balances) {
  return { money: rupeesFromPaise(b.money), referral: rupeesFromPaise(b.referral), held: rupeesFromPaise(b.held), total: rupeesFromPaise(totalOf(b)) };
}

export function statementRowView(row: StatementRow) {
  return {
    id: row.id,
    at: new Date(row.atMs).toISOString(),
    version: row.version,
    kind: row.kind,
    description: row.description,
    reference: row.reference,
    amount: rupeesFromPaise(totalOf(row.change)),
    change: { money: rupeesFromPaise(row.change.money), referral: rupeesFromPaise(row.change.referral), held: rupeesFromPaise(row.change.held) },
    balances: balancesView(row.after),
  };
}

function netView(n: NetDeposits) {
  return { deposits: rupeesFromPaise(n.deposits), withdrawals: rupeesFromPaise(n.withdrawals), net: rupeesFromPaise(n.net) };
}

export function summaryView(s: StatementSummary) {
  return {
    balances: balancesView(s.balances),
    netDeposits: {
      last30Days: netView(s.last30Days),
      sinceOpened: netView(s.sinceOpened),
      openedAt: s.openedAtMs === null ? null : new Date(s.openedAtMs).toISOString(),
    },
    years: s.years.map((y) => ({
      fy: y.year.fy,
      from: y.year.from,
      to: y.year.to,
      staked: rupeesFromPaise(y.staked),
      won: rupeesFromPaise(y.won),
      net: rupeesFromPaise(y.net),
      deposits: rupeesFromPaise(y.deposits),
      withdrawals: rupeesFromPaise(y.withdrawals),
      referralBonuses: rupeesFromPaise(y.referralBonuses),
      tickets: y.tickets,
    })),
  };
}
