CREATE OR REPLACE FUNCTION public.fd_verify_stream(p_stream text)
 RETURNS TABLE(stream_id text, events bigint, problem text)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT * FROM fd_verify_streams(p_stream, p_stream)
$function$;
