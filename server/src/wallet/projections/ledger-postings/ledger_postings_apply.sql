CREATE OR REPLACE FUNCTION public.ledger_postings_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT wallet_event_known(e.type) THEN
    RAISE EXCEPTION 'ledger_postings: unknown wallet event type %', e.type;
  END IF;
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, p.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(p.account, 7) = 'player_' THEN substr(e.stream_id, 8) END, p.amount, e.created_at
  FROM wallet_event_postings(e.type, e.data) p;
END
$function$;
