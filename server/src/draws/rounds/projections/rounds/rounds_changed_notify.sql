CREATE OR REPLACE FUNCTION public.rounds_changed_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('fd_rounds', '');
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER rounds_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rounds FOR EACH STATEMENT EXECUTE FUNCTION rounds_changed_notify();
