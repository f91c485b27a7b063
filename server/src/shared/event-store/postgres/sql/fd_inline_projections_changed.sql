-- A change of the inline projections' registry recompiles their dispatcher.
CREATE OR REPLACE FUNCTION public.fd_inline_projections_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM fd_compile_inline_projections();
  RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER inline_projections_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inline_projections FOR EACH STATEMENT EXECUTE FUNCTION fd_inline_projections_changed();
