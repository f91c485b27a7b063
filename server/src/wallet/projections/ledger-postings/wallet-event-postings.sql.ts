/**
 * The one rule book of wallet money movements, in SQL: `wallet_event_postings(type, data)`
 * gives the double-entry postings of one wallet event (account, amount in paise; zero
 * amounts left out), from the rules in `wallet_posting_rules`. Both inline projections
 * read them: ledger_postings stores the rows, wallet_balances adds up the player_*
 * accounts, so balances and ledger cannot disagree.
 *
 * a = amountPaise:
 * - WalletOpened: nothing
 * - DepositCredited: player_money +a, operator_cash_in -a
 * - PrizeCredited: player_money +a, prize_pool -a
 * - AdjustmentCredited: player_money +a, house_adjustments -a
 * - ReferralCredited: player_referral +a, referral_promotions -a
 * - TicketPurchased: player_money -fromMoneyPaise, player_referral -fromReferralPaise, house_revenue +pricePaise
 * - FundsHeld: player_money -a, player_held +a
 * - HoldReleased: player_held -a, player_money +a
 * - HoldCaptured: player_held -a, operator_cash_out +a
 * `wallet_event_known(type)` says whether a type is in this list: an unknown type on a
 * wallet stream fails the append (teach it here first).
 */
export const WALLET_POSTING_EVENT_TYPES = [
  'WalletOpened',
  'DepositCredited',
  'PrizeCredited',
  'AdjustmentCredited',
  'ReferralCredited',
  'TicketPurchased',
  'FundsHeld',
  'HoldReleased',
  'HoldCaptured',
] as const;

/** [event type, account, data field holding the amount, sign]: the table below, as data. */
export const WALLET_POSTING_RULES: ReadonlyArray<readonly [string, string, string, 1 | -1]> = [
  ['DepositCredited', 'player_money', 'amountPaise', 1],
  ['DepositCredited', 'operator_cash_in', 'amountPaise', -1],
  ['PrizeCredited', 'player_money', 'amountPaise', 1],
  ['PrizeCredited', 'prize_pool', 'amountPaise', -1],
  ['AdjustmentCredited', 'player_money', 'amountPaise', 1],
  ['AdjustmentCredited', 'house_adjustments', 'amountPaise', -1],
  ['ReferralCredited', 'player_referral', 'amountPaise', 1],
  ['ReferralCredited', 'referral_promotions', 'amountPaise', -1],
  ['TicketPurchased', 'player_money', 'fromMoneyPaise', -1],
  ['TicketPurchased', 'player_referral', 'fromReferralPaise', -1],
  ['TicketPurchased', 'house_revenue', 'pricePaise', 1],
  ['FundsHeld', 'player_money', 'amountPaise', -1],
  ['FundsHeld', 'player_held', 'amountPaise', 1],
  ['HoldReleased', 'player_held', 'amountPaise', -1],
  ['HoldReleased', 'player_money', 'amountPaise', 1],
  ['HoldCaptured', 'player_held', 'amountPaise', -1],
  ['HoldCaptured', 'operator_cash_out', 'amountPaise', 1],
];

/**
 * The rules are rows of `wallet_posting_rules`, so the set-based rebuilds join them (one
 * hash join, one jsonb field read per posting) instead of evaluating a CASE per account.
 */
export const createWalletEventPostingsSql = `
CREATE TABLE wallet_posting_rules (
  type    text NOT NULL,
  account text NOT NULL,
  field   text NOT NULL,
  sign    smallint NOT NULL CHECK (sign IN (-1, 1)),
  PRIMARY KEY (type, account)
);
INSERT INTO wallet_posting_rules (type, account, field, sign) VALUES
${WALLET_POSTING_RULES.map(([t, a, f, s]) => `  ('${t}', '${a}', '${f}', ${s})`).join(',\n')};

CREATE FUNCTION wallet_event_known(p_type text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT p_type = ANY (ARRAY[${WALLET_POSTING_EVENT_TYPES.map((t) => `'${t}'`).join(', ')}])
$fn$;

-- The postings of one event: what each append's inline projections use.
CREATE FUNCTION wallet_event_postings(p_type text, p_data jsonb)
RETURNS TABLE (account text, amount bigint)
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT r.account, r.sign * (p_data->>r.field)::bigint
  FROM wallet_posting_rules r
  WHERE r.type = p_type AND (p_data->>r.field)::bigint <> 0
$fn$;

-- Set-based applies check this first, as the per-event functions do for each event.
CREATE FUNCTION wallet_events_check_known(p_after bigint, p_upto bigint) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  bad text;
BEGIN
  SELECT type INTO bad FROM events
  WHERE global_position > p_after AND global_position <= p_upto
    AND stream_id LIKE 'wallet-%' AND NOT wallet_event_known(type) LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'unknown wallet event type %', bad;
  END IF;
END
$fn$;
`;

export const dropWalletEventPostingsSql = `
DROP FUNCTION IF EXISTS wallet_events_check_known(bigint, bigint);
DROP FUNCTION IF EXISTS wallet_event_postings(text, jsonb);
DROP FUNCTION IF EXISTS wallet_event_known(text);
DROP TABLE IF EXISTS wallet_posting_rules;
`;
