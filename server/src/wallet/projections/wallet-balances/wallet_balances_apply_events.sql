CREATE OR REPLACE FUNCTION public.wallet_balances_apply_events(p_events events[])
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_wallets bigint;
  v_done bigint;
  v_bad text;
BEGIN
  SELECT e.type INTO v_bad FROM unnest(p_events) e WHERE NOT wallet_event_known(e.type) LIMIT 1;
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'wallet_balances: unknown wallet event type %', v_bad;
  END IF;
  -- Per wallet: the sum of its player_* postings, and its last event's version and time.
  WITH w AS (
    SELECT substr(e.stream_id, 8) AS user_id, bool_or(e.type = 'WalletOpened') AS opened,
      (array_agg(e.stream_version ORDER BY e.stream_version DESC))[1] AS version,
      (array_agg(e.created_at ORDER BY e.stream_version DESC))[1] AS created_at,
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_money'), 0) AS money,
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_referral'), 0) AS referral,
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_held'), 0) AS held
    FROM unnest(p_events) e
    LEFT JOIN wallet_posting_rules r ON r.type = e.type AND left(r.account, 7) = 'player_'
    GROUP BY e.stream_id
  ), updated AS (
    UPDATE wallet_balances b SET money = b.money + w.money, referral = b.referral + w.referral,
      held = b.held + w.held, version = w.version, updated_at = w.created_at
    FROM w WHERE NOT w.opened AND b.user_id = w.user_id
    RETURNING 1
  ), inserted AS (
    INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
    SELECT w.user_id, w.money, w.referral, w.held, w.version, w.created_at FROM w WHERE w.opened
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM w), (SELECT count(*) FROM updated) + (SELECT count(*) FROM inserted)
  INTO v_wallets, v_done;
  IF v_done <> v_wallets THEN
    RAISE EXCEPTION 'wallet_balances: % wallets have events but no WalletOpened', v_wallets - v_done;
  END IF;
  RETURN v_wallets;
END
$function$;
