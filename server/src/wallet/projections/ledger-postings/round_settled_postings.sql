CREATE OR REPLACE FUNCTION public.round_settled_postings(p_data jsonb)
 RETURNS TABLE(account text, amount bigint)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT 'prize_pool', (p_data->>'prizesPaise')::bigint
  UNION ALL SELECT 'prize_expense', -(p_data->>'fixedPrizesPaise')::bigint
  UNION ALL SELECT 'house_revenue', -coalesce((SELECT sum((p->>'sharePaise')::bigint) FROM jsonb_array_elements(p_data->'pots') p), 0)::bigint
  UNION ALL SELECT 'pot_seed', -coalesce((SELECT sum((p->>'seedPaise')::bigint) FROM jsonb_array_elements(p_data->'pots') p), 0)::bigint
  UNION ALL SELECT 'pot_' || (p->>'name'), (p->>'seedPaise')::bigint + (p->>'sharePaise')::bigint - (p->>'paidPaise')::bigint
            FROM jsonb_array_elements(p_data->'pots') p
$function$;
