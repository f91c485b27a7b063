-- The wallets' postings refilled from the whole log in one statement (projections:rebuild),
-- each event's postings as wallet_event_postings gives them (inlined by the planner),
-- without building arrays of events in chunks.
CREATE OR REPLACE FUNCTION public.ledger_postings_rebuild()
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, p.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(p.account, 7) = 'player_' THEN substr(e.stream_id, 8) END, p.amount, e.created_at
  FROM events e CROSS JOIN LATERAL wallet_event_postings(e.type, e.data) p
  WHERE e.stream_id >= 'wallet-' AND e.stream_id < 'wallet.';
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$function$;
