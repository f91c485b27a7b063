-- The generic dispatcher: it reads the registry on each call. It stands only until
-- fd_compile_inline_projections replaces it with one compiled from the registry, which the
-- block below does at once when the compiler is there (applied after this file otherwise).
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

DO $do$
BEGIN
  IF to_regprocedure('fd_compile_inline_projections()') IS NOT NULL THEN
    PERFORM fd_compile_inline_projections();
  END IF;
END
$do$;
