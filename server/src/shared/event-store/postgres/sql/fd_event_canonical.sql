CREATE OR REPLACE FUNCTION public.fd_event_canonical(p_id uuid, p_stream text, p_version integer, p_type text, p_data jsonb, p_metadata jsonb)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT jsonb_build_object('id', p_id, 'streamId', p_stream, 'version', p_version,
                            'type', p_type, 'data', p_data, 'metadata', p_metadata)::text
$function$;
