-- The wallets' postings refilled from the whole log in one statement (projections:rebuild):
-- the same rows as ledger_postings_apply_events, without building arrays of events in chunks.
CREATE OR REPLACE FUNCTION public.ledger_postings_rebuild()
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, r.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(r.account, 7) = 'player_' THEN substr(e.stream_id, 8) END,
         r.sign * (e.data->>r.field)::bigint, e.created_at
  FROM events e JOIN wallet_posting_rules r ON r.type = e.type
  WHERE e.stream_id >= 'wallet-' AND e.stream_id < 'wallet.' AND (e.data->>r.field)::bigint <> 0;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$function$;
