CREATE OR REPLACE FUNCTION public.round_ledger_postings_apply_events(p_events events[])
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, r.account, e.event_id, e.stream_id, e.type, NULL, r.amount, e.created_at
  FROM unnest(p_events) e, LATERAL round_settled_postings(e.data) r
  WHERE e.type = 'RoundSettled' AND r.amount <> 0;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$function$;
