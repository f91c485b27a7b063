CREATE OR REPLACE FUNCTION public.tickets_apply(e events)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT tickets_apply_events(ARRAY[e]);
$function$;
