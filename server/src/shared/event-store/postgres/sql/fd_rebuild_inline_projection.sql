CREATE OR REPLACE FUNCTION public.fd_rebuild_inline_projection(p_name text)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  p inline_projections;
  q inline_projections;
  v_count bigint := 0;
BEGIN
  SELECT * INTO p FROM inline_projections ip WHERE ip.name = p_name;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no inline projection named %', p_name USING ERRCODE = 'FD004';
  END IF;
  IF cardinality(p.tables) > 0 THEN
    EXECUTE 'TRUNCATE ' || (SELECT string_agg(t::regclass::text, ', ') FROM unnest(p.tables) t);
  END IF;
  FOR q IN SELECT * FROM inline_projections ip
           WHERE ip.name = p.name OR (cardinality(p.tables) > 0 AND ip.tables && p.tables)
           ORDER BY ip.name LOOP
    v_count := v_count + fd_refill_inline_projection(q);
  END LOOP;
  RETURN v_count;
END
$function$;
