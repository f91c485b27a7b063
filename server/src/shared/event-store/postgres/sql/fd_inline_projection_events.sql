CREATE OR REPLACE FUNCTION public.fd_inline_projection_events(p inline_projections, p_events events[])
 RETURNS events[]
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT ARRAY(SELECT e FROM unnest(p_events) e
               WHERE starts_with(e.stream_id, p.stream_prefix) AND (p.event_types IS NULL OR e.type = ANY (p.event_types)))
$function$;
