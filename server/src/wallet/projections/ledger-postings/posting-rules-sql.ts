import { WALLET_POSTING_EVENT_TYPES, WALLET_POSTING_RULES } from '../../wallet-postings.js';

/** The generated files of this folder, by name, rendered from the wallet's rule book (wallet-postings.ts). */
export const GENERATED_POSTING_SQL = {
  'wallet_event_known.sql': walletEventKnownSql,
  'wallet_posting_rules.sql': walletPostingRulesSql,
} as const;

const HEADER = '-- Generated from server/src/wallet/wallet-postings.ts by `npm run sql:generate`: edit that table, not this file.\n';

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The append's guard: a wallet stream takes only the event types the rule book knows. */
export function walletEventKnownSql(): string {
  return `${HEADER}CREATE OR REPLACE FUNCTION public.wallet_event_known(p_type text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT p_type = ANY (ARRAY[${WALLET_POSTING_EVENT_TYPES.map(quote).join(', ')}])
$function$;
`;
}

/**
 * The rules table the ledger and balance projections join, made to hold exactly the rule
 * book: rows no longer in it go, the others are written as it says.
 */
export function walletPostingRulesSql(): string {
  const rows = WALLET_POSTING_RULES.map(([type, account, field, sign]) => `  (${quote(type)}, ${quote(account)}, ${quote(field)}, ${sign})`).join(',\n');
  return `${HEADER}WITH wanted(type, account, field, sign) AS (VALUES
${rows}
), gone AS (
  DELETE FROM wallet_posting_rules r
  WHERE NOT EXISTS (SELECT 1 FROM wanted w WHERE w.type = r.type AND w.account = r.account)
)
INSERT INTO wallet_posting_rules (type, account, field, sign)
SELECT type, account, field, sign FROM wanted
ON CONFLICT (type, account) DO UPDATE SET field = EXCLUDED.field, sign = EXCLUDED.sign
WHERE (wallet_posting_rules.field, wallet_posting_rules.sign) IS DISTINCT FROM (EXCLUDED.field, EXCLUDED.sign);
`;
}
