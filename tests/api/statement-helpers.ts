import type { IdentityApp } from './identity-harness.js';
import { parseCsvRecords } from './csv-parse.js';
import type { Player } from './money-harness.js';

/**
 * What the statement API tests share: paise from the API's rupees, the projected balances
 * of a wallet at every version (running sums of its ledger postings, written by the inline
 * projection, independent of the statement's own fold), and a small RFC 4180 CSV reader.
 */
export const paise = (rupees: number) => Math.round(rupees * 100);

export interface Projected {
  version: number;
  eventId: string;
  money: number;
  referral: number;
  held: number;
}

/** The player's accounts in ledger_postings, summed up to each event of their wallet (paise). */
export async function projectedAtEveryVersion(t: IdentityApp, player: Player): Promise<Map<number, Projected>> {
  const rows = await t.sql(
    `SELECT e.stream_version AS version, e.event_id::text AS event_id,
            sum(sum(CASE WHEN p.account = 'player_money' THEN p.amount ELSE 0 END)) OVER w AS money,
            sum(sum(CASE WHEN p.account = 'player_referral' THEN p.amount ELSE 0 END)) OVER w AS referral,
            sum(sum(CASE WHEN p.account = 'player_held' THEN p.amount ELSE 0 END)) OVER w AS held
       FROM events e LEFT JOIN ledger_postings p ON p.event_id = e.event_id AND p.user_id = $2
      WHERE e.stream_id = $1
      GROUP BY e.stream_version, e.event_id
     WINDOW w AS (ORDER BY e.stream_version)
      ORDER BY e.stream_version`,
    [`wallet-${player.id}`, player.id],
  );
  return new Map(rows.map((r) => [r.version, { version: r.version, eventId: r.event_id, money: Number(r.money), referral: Number(r.referral), held: Number(r.held) }]));
}

/** wallet_balances of the player, in paise. */
export async function walletBalances(t: IdentityApp, player: Player): Promise<{ money: number; referral: number; held: number; version: number }> {
  const [row] = await t.sql('SELECT money, referral, held, version FROM wallet_balances WHERE user_id = $1', [player.id]);
  return { money: Number(row.money), referral: Number(row.referral), held: Number(row.held), version: row.version };
}

/** The body's text with its byte-order mark kept (Response.text() drops it). */
export async function csvText(res: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(await res.arrayBuffer());
}

/** The CSV as objects keyed by its header, after checking the BOM. */
export function csvObjects(body: string): Record<string, string>[] {
  if (!body.startsWith('\uFEFF')) throw new Error('No byte-order mark');
  const [header, ...rows] = parseCsvRecords(body.slice(1));
  return rows.map((r) => {
    if (r.length !== header.length) throw new Error(`A row of ${r.length} cells under ${header.length} headers`);
    return Object.fromEntries(header.map((h, i) => [h, r[i]]));
  });
}
