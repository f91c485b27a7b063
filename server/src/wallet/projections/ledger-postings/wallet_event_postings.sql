CREATE OR REPLACE FUNCTION public.wallet_event_postings(p_type text, p_data jsonb)
 RETURNS TABLE(account text, amount bigint)
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT r.account, r.sign * (p_data->>r.field)::bigint
  FROM wallet_posting_rules r
  WHERE r.type = p_type AND (p_data->>r.field)::bigint <> 0
$function$;
