-- The inline projections run in the append's transaction, on every append: their
-- dispatcher, fd_apply_inline_projections, is compiled from the inline_projections registry
-- into static calls, so each call's plan is cached in the session (the generic version's
-- dynamic EXECUTE is parsed and planned on every call). A change of the registry recompiles
-- it (fd_inline_projections_changed.sql), and so does applying this file.
CREATE OR REPLACE FUNCTION public.fd_compile_inline_projections()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  p inline_projections;
  v_body text := '';
BEGIN
  FOR p IN SELECT * FROM inline_projections ORDER BY name LOOP
    v_body := v_body || format(E'\n  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, %L)%s);'
                                 || E'\n  IF cardinality(v_mine) > 0 THEN\n    %s\n  END IF;',
      p.stream_prefix,
      CASE WHEN p.event_types IS NULL THEN '' ELSE format(' AND e.type = ANY (%L::text[])', p.event_types) END,
      CASE WHEN p.apply_batch_function IS NOT NULL THEN format('PERFORM %s(v_mine);', p.apply_batch_function)
           ELSE format('PERFORM count(*) FROM (SELECT %s(e) FROM unnest(v_mine) e) s;', p.apply_function) END);
  END LOOP;
  EXECUTE format(E'CREATE OR REPLACE FUNCTION public.%I(p_events events[])\n'
                 || E' RETURNS void\n LANGUAGE plpgsql\nAS $compiled$\nDECLARE\n  v_mine events[];\nBEGIN%s\nEND\n$compiled$',
                 'fd_apply_inline_projections', v_body);
END
$function$;

SELECT fd_compile_inline_projections();
