import type { ResultsApp } from '../api/results-harness.js';
import type { Account } from './authorization-world.js';

/**
 * The first player's data in the authorization matrix (issue 13), and the search of an
 * answer for it: whatever the other player or an anonymous caller is answered must carry
 * none of her ids, names, contacts or distinctive amounts.
 */

/** The first player's distinctive amounts (rupees): her deposits and withdrawals. */
export const AMOUNTS = { fund: 7919, openDeposit: 6173, openWithdrawal: 2851, deposit: 1357, withdrawal: 1246 };

/** Her data as stored once the world is built: her requests' ids and references, her tickets, her account, her upload. */
export async function herData(t: ResultsApp, asha: Account, upload: string): Promise<Set<string>> {
  const secrets = new Set<string>();
  const rows = await t.sql(
    `SELECT request_id::text AS id, reference FROM deposit_requests WHERE user_id = $1
      UNION ALL SELECT request_id::text, NULL FROM withdrawal_requests WHERE user_id = $1`,
    [asha.id],
  );
  for (const r of rows) [r.id, r.reference].filter(Boolean).forEach((s) => secrets.add(s));
  for (const r of await t.ticketRows(asha)) secrets.add(r.ticket_id);
  [asha.id, asha.username, asha.email, asha.mobile, asha.mobile.slice(3), 'Ashwini', 'Raghunathan', asha.referralCode, upload].forEach((s) => secrets.add(s));
  return secrets;
}

/** The first player's data found in an answer to someone else: ids, names, contacts, her distinctive amounts. */
export function leaksIn(secrets: Set<string>, body: string): string[] {
  const found = [...secrets].filter((s) => body.toLowerCase().includes(s.toLowerCase()));
  for (const amount of Object.values(AMOUNTS)) if (new RegExp(`(?<![\\w.:-])${amount}(\\.\\d+)?(?![\\w-])`).test(body)) found.push(`amount ${amount}`);
  return found;
}
