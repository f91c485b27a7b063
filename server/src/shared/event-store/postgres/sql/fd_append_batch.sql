CREATE OR REPLACE FUNCTION public.fd_append_batch(p_items jsonb)
 RETURNS TABLE(item integer, outcome text, actual_version integer, global_position bigint, tx_id text, event_id uuid, stream_version integer, type text, data jsonb, metadata jsonb, hash text, created_at timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_streams text[];
  v_ids uuid[];
  v_created text[];
  v_items int[];
  v_new events[];
  v_rest jsonb;
  -- Looked up once: pg_get_serial_sequence per event cost as much as the event's hash.
  v_positions regclass := pg_get_serial_sequence('events', 'global_position');
BEGIN
  SELECT array_agg(x->>'s' ORDER BY x->>'s'), array_agg((x->'e'->>'id')::uuid)
    INTO v_streams, v_ids FROM jsonb_array_elements(p_items) x;
  IF v_streams IS NULL OR cardinality(v_streams) <> (SELECT count(DISTINCT s) FROM unnest(v_streams) s)
     OR cardinality(v_ids) <> (SELECT count(DISTINCT i) FROM unnest(v_ids) i) THEN
    RAISE EXCEPTION 'fd_append_batch needs a non-empty array of items with distinct streams and ids'
      USING ERRCODE = '22023';
  END IF;

  -- Stream heads: created for new streams, then locked in one order (no deadlocks between
  -- batches). The join probes the index once per stream, where = ANY of a long array
  -- would be planned as a scan of every stream.
  WITH created AS (
    INSERT INTO streams (stream_id, version, last_hash)
    SELECT x->>'s', 0, '' FROM jsonb_array_elements(p_items) x WHERE (x->>'v')::int = 0
    ORDER BY 1 ON CONFLICT DO NOTHING
    RETURNING streams.stream_id
  )
  SELECT array_agg(c.stream_id) INTO v_created FROM created c;
  PERFORM 1 FROM unnest(v_streams) x(sid) JOIN streams s ON s.stream_id = x.sid ORDER BY s.stream_id FOR UPDATE OF s;

  -- One pass judges every item against its locked head and the stored ids, and builds the
  -- new events whole: positions drawn in item order, versions and hashes chained from
  -- the heads. The other items' outcomes are kept aside (rare: retries and conflicts).
  WITH items AS (
    SELECT o::int AS item, x->>'s' AS sid, (x->>'v')::int AS expected, (x->'e'->>'id')::uuid AS id,
           x->'e'->>'type' AS etype, x->'e'->'data' AS edata, x->'e'->'metadata' AS emeta
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t(x, o)
  ), judged AS (
    SELECT i.*, coalesce(h.version, 0) AS actual, coalesce(h.last_hash, '') AS last_hash,
           CASE WHEN k.event_id IS NOT NULL AND k.stream_id = i.sid THEN 'duplicate'
                WHEN k.event_id IS NOT NULL THEN 'id_conflict'
                WHEN coalesce(h.version, 0) <> i.expected THEN 'version_conflict'
                ELSE 'appended' END AS verdict
    FROM items i
    LEFT JOIN streams h ON h.stream_id = i.sid
    LEFT JOIN events k ON k.event_id = i.id
    ORDER BY i.item
  )
  SELECT array_agg(j.item) FILTER (WHERE j.verdict = 'appended'),
         array_agg(ROW(nextval(v_positions), pg_current_xact_id(), j.id, j.sid,
                       j.actual + 1, j.etype, j.edata, j.emeta,
                       fd_chain_hash(j.last_hash, fd_event_canonical(j.id, j.sid, j.actual + 1, j.etype, j.edata, j.emeta)),
                       now())::events) FILTER (WHERE j.verdict = 'appended'),
         jsonb_agg(jsonb_build_object('item', j.item, 'verdict', j.verdict, 'actual', j.actual, 'id', j.id))
           FILTER (WHERE j.verdict <> 'appended')
    INTO v_items, v_new, v_rest
    FROM judged j;

  IF v_new IS NOT NULL THEN
    INSERT INTO events AS e (global_position, tx_id, event_id, stream_id, stream_version, type, data, metadata, hash, created_at)
    SELECT n.global_position, n.tx_id, n.event_id, n.stream_id, n.stream_version, n.type, n.data, n.metadata, n.hash, n.created_at
    FROM unnest(v_new) n;
    UPDATE streams s SET version = n.stream_version, last_hash = n.hash
    FROM unnest(v_new) n WHERE s.stream_id = n.stream_id;
    -- Exactly this statement's events, whole, so no projection reads the log for them (a
    -- position range would also take other transactions' events committed in between).
    PERFORM fd_apply_inline_projections(v_new);
  END IF;

  -- Heads created above for items that did not append.
  IF v_created IS NOT NULL THEN
    DELETE FROM streams s WHERE s.stream_id = ANY (v_created) AND s.version = 0;
  END IF;

  RETURN QUERY
  SELECT x.item, 'appended'::text, n.stream_version, n.global_position, n.tx_id::text, n.event_id, n.stream_version,
         n.type, NULL::jsonb, NULL::jsonb, n.hash, n.created_at
  FROM unnest(v_items) WITH ORDINALITY AS x(item, o)
  JOIN unnest(v_new) WITH ORDINALITY AS n ON n.ordinality = x.o;
  IF v_rest IS NOT NULL THEN
    -- The originals of duplicates come back whole.
    RETURN QUERY
    SELECT r.item, r.verdict, r.actual, d.global_position, d.tx_id::text, r.id, d.stream_version,
           coalesce(d.type, p_items->(r.item - 1)->'e'->>'type'), d.data, d.metadata, d.hash, d.created_at
    FROM jsonb_to_recordset(v_rest) AS r(item int, verdict text, actual int, id uuid)
    LEFT JOIN LATERAL (SELECT * FROM events k WHERE r.verdict = 'duplicate' AND k.event_id = r.id) d ON true;
  END IF;

  IF v_new IS NOT NULL AND coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
    PERFORM pg_notify('fd_events', 'batch');
  END IF;
END
$function$;
