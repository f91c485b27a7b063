-- wallet_balances refilled from the whole log in one statement (projections:rebuild): per
-- wallet the sum of its player_* postings and its last event's version and time, with the
-- same refusals as wallet_balances_apply_events (an unknown event type, a wallet without
-- WalletOpened).
CREATE OR REPLACE FUNCTION public.wallet_balances_rebuild()
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_bad text;
  v_rows bigint;
BEGIN
  SELECT e.type INTO v_bad FROM events e
  WHERE e.stream_id >= 'wallet-' AND e.stream_id < 'wallet.' AND NOT wallet_event_known(e.type) LIMIT 1;
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'wallet_balances: unknown wallet event type %', v_bad;
  END IF;
  SELECT count(*) INTO v_rows FROM (
    SELECT 1 FROM events e WHERE e.stream_id >= 'wallet-' AND e.stream_id < 'wallet.'
    GROUP BY e.stream_id HAVING NOT bool_or(e.type = 'WalletOpened')) w;
  IF v_rows > 0 THEN
    RAISE EXCEPTION 'wallet_balances: % wallets have events but no WalletOpened', v_rows;
  END IF;
  INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
  SELECT substr(e.stream_id, 8),
    coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_money'), 0),
    coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_referral'), 0),
    coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_held'), 0),
    max(e.stream_version),
    (array_agg(e.created_at ORDER BY e.stream_version DESC))[1]
  FROM events e
  LEFT JOIN wallet_posting_rules r ON r.type = e.type AND left(r.account, 7) = 'player_'
  WHERE e.stream_id >= 'wallet-' AND e.stream_id < 'wallet.'
  GROUP BY e.stream_id;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$function$;
