CREATE OR REPLACE FUNCTION public.fd_apply_inline_projections(p_events events[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  p inline_projections;
  v_mine events[];
BEGIN
  FOR p IN SELECT * FROM inline_projections ORDER BY name LOOP
    v_mine := fd_inline_projection_events(p, p_events);
    CONTINUE WHEN cardinality(v_mine) = 0;
    IF p.apply_batch_function IS NOT NULL THEN
      EXECUTE format('SELECT %s($1)', p.apply_batch_function) USING v_mine;
    ELSE
      EXECUTE format('SELECT count(*) FROM (SELECT %s(e) FROM unnest($1) e) s', p.apply_function) USING v_mine;
    END IF;
  END LOOP;
END
$function$;
