CREATE OR REPLACE FUNCTION public.ledger_postings_apply_range(p_after bigint, p_upto bigint)
 RETURNS bigint
 LANGUAGE sql
AS $function$
  SELECT ledger_postings_apply_events(ARRAY(
    SELECT e FROM events e
    WHERE e.global_position > p_after AND e.global_position <= p_upto AND starts_with(e.stream_id, 'wallet-')
    ORDER BY e.global_position))
$function$;
