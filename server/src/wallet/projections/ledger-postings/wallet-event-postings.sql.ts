/**
 * The one rule book of wallet money movements, in SQL: `wallet_event_postings(type, data)`
 * gives the double-entry postings of one wallet event (account, amount in paise; zero
 * amounts left out). Both inline projections read it: ledger_postings stores the rows,
 * wallet_balances adds up the player_* accounts. It is a plain SQL function, so the
 * planner inlines it into the set-based rebuilds.
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

export const createWalletEventPostingsSql = `
CREATE FUNCTION wallet_event_known(p_type text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT p_type = ANY (ARRAY[${WALLET_POSTING_EVENT_TYPES.map((t) => `'${t}'`).join(', ')}])
$fn$;

CREATE FUNCTION wallet_event_postings(p_type text, p_data jsonb)
RETURNS TABLE (account text, amount bigint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT v.account, v.amount
  FROM (SELECT (p_data->>'amountPaise')::bigint AS a,
               (p_data->>'fromMoneyPaise')::bigint AS m,
               (p_data->>'fromReferralPaise')::bigint AS r,
               (p_data->>'pricePaise')::bigint AS p) x
  CROSS JOIN LATERAL (VALUES
    ('player_money', CASE p_type WHEN 'DepositCredited' THEN x.a WHEN 'PrizeCredited' THEN x.a
                                 WHEN 'AdjustmentCredited' THEN x.a WHEN 'TicketPurchased' THEN -x.m
                                 WHEN 'FundsHeld' THEN -x.a WHEN 'HoldReleased' THEN x.a END),
    ('player_referral', CASE p_type WHEN 'ReferralCredited' THEN x.a WHEN 'TicketPurchased' THEN -x.r END),
    ('player_held', CASE p_type WHEN 'FundsHeld' THEN x.a WHEN 'HoldReleased' THEN -x.a
                                WHEN 'HoldCaptured' THEN -x.a END),
    ('operator_cash_in', CASE p_type WHEN 'DepositCredited' THEN -x.a END),
    ('operator_cash_out', CASE p_type WHEN 'HoldCaptured' THEN x.a END),
    ('house_revenue', CASE p_type WHEN 'TicketPurchased' THEN x.p END),
    ('prize_pool', CASE p_type WHEN 'PrizeCredited' THEN -x.a END),
    ('referral_promotions', CASE p_type WHEN 'ReferralCredited' THEN -x.a END),
    ('house_adjustments', CASE p_type WHEN 'AdjustmentCredited' THEN -x.a END)
  ) AS v(account, amount)
  WHERE v.amount IS NOT NULL AND v.amount <> 0
$fn$;

-- Set-based rebuilds check this first, as the per-event functions do for each event.
CREATE FUNCTION wallet_events_check_known() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  bad text;
BEGIN
  SELECT type INTO bad FROM events
  WHERE stream_id LIKE 'wallet-%' AND NOT wallet_event_known(type) LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'unknown wallet event type %', bad;
  END IF;
END
$fn$;
`;

export const dropWalletEventPostingsSql = `
DROP FUNCTION IF EXISTS wallet_events_check_known();
DROP FUNCTION IF EXISTS wallet_event_postings(text, jsonb);
DROP FUNCTION IF EXISTS wallet_event_known(text);
`;
