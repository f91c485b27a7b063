CREATE OR REPLACE FUNCTION public.round_ledger_postings_apply(e events)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT round_ledger_postings_apply_events(ARRAY[e]);
$function$;
