CREATE OR REPLACE FUNCTION public.wallet_balances_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  d_money bigint;
  d_referral bigint;
  d_held bigint;
BEGIN
  IF NOT wallet_event_known(e.type) THEN
    RAISE EXCEPTION 'wallet_balances: unknown wallet event type %', e.type;
  END IF;
  IF e.type = 'WalletOpened' THEN
    INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
    VALUES (substr(e.stream_id, 8), 0, 0, 0, e.stream_version, e.created_at);
    RETURN;
  END IF;
  SELECT coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_money'), 0) AS money,
    coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_referral'), 0) AS referral,
    coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_held'), 0) AS held INTO d_money, d_referral, d_held
  FROM wallet_event_postings(e.type, e.data) p;
  UPDATE wallet_balances SET
    money = money + d_money,
    referral = referral + d_referral,
    held = held + d_held,
    version = e.stream_version,
    updated_at = e.created_at
  WHERE user_id = substr(e.stream_id, 8);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet_balances: % on %, which has no WalletOpened', e.type, e.stream_id;
  END IF;
END
$function$;
