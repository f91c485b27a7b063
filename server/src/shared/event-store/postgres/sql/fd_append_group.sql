-- Group commit: several single-stream appends (of different callers, usually different
-- wallets) in one statement and one transaction, each exactly as fd_append_events does it
-- and each with its own outcome. An item's error (a stale version, a stored id, a closed
-- round's sales fence) rolls back only that item: it runs in a subtransaction, whose locks
-- and rows go with it. Items are taken in stream order, so two groups never wait on each
-- other in a circle. Callers keep groups under 64 items: more subtransactions than that
-- overflow each session's cache of them and slow every snapshot in the cluster.
CREATE OR REPLACE FUNCTION public.fd_append_group(p_items jsonb)
 RETURNS TABLE(item integer, error_code text, error_message text, error_detail text, error_constraint text, global_position bigint, tx_id text, event_id uuid, stream_version integer, type text, data jsonb, metadata jsonb, hash text, created_at timestamp with time zone, next_version integer, duplicate boolean)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_item jsonb;
  v_n int;
BEGIN
  IF jsonb_typeof(p_items) IS DISTINCT FROM 'array' OR jsonb_array_length(p_items) = 0 OR jsonb_array_length(p_items) > 64 THEN
    RAISE EXCEPTION 'fd_append_group needs an array of 1 to 64 items' USING ERRCODE = '22023';
  END IF;
  FOR v_item, v_n IN SELECT t.x, t.o::int FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t(x, o) ORDER BY t.x->>'s', t.o LOOP
    BEGIN
      -- fd_append_events runs to its end before any of its rows is returned here.
      RETURN QUERY
        SELECT v_n, NULL::text, NULL::text, NULL::text, NULL::text, a.*
        FROM fd_append_events(v_item->>'s', (v_item->>'v')::bigint, v_item->'e') a;
    EXCEPTION WHEN OTHERS THEN
      item := v_n;
      GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_message = MESSAGE_TEXT,
                              error_detail = PG_EXCEPTION_DETAIL, error_constraint = CONSTRAINT_NAME;
      global_position := NULL; tx_id := NULL; event_id := NULL; stream_version := NULL; type := NULL;
      data := NULL; metadata := NULL; hash := NULL; created_at := NULL; next_version := NULL; duplicate := NULL;
      RETURN NEXT;
    END;
  END LOOP;
END
$function$;
