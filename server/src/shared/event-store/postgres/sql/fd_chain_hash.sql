CREATE OR REPLACE FUNCTION public.fd_chain_hash(p_previous text, p_canonical text)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT encode(sha256(convert_to(p_previous || p_canonical, 'UTF8')), 'hex')
$function$;
