CREATE OR REPLACE FUNCTION public.admin_actions_apply(e events)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT admin_actions_apply_events(ARRAY[e]);
$function$;
