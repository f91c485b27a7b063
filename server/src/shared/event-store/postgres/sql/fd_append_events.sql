CREATE OR REPLACE FUNCTION public.fd_append_events(p_stream text, p_expected bigint, p_events jsonb)
 RETURNS TABLE(global_position bigint, tx_id text, event_id uuid, stream_version integer, type text, data jsonb, metadata jsonb, hash text, created_at timestamp with time zone, next_version integer, duplicate boolean)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_count int;
  v_found int;
  v_elsewhere int;
  v_version int;
  v_hash text;
  v_item jsonb;
  v_id uuid;
  v_row events;
  v_rows events[] := '{}';
BEGIN
  IF jsonb_typeof(p_events) IS DISTINCT FROM 'array' OR jsonb_array_length(p_events) = 0 THEN
    RAISE EXCEPTION 'fd_append_events needs a non-empty array of events' USING ERRCODE = '22023';
  END IF;
  v_count := jsonb_array_length(p_events);

  -- Lock the stream head: appends to one stream queue here, other streams run in parallel.
  IF p_expected = 0 THEN
    INSERT INTO streams AS s (stream_id, version, last_hash) VALUES (p_stream, 0, '')
    ON CONFLICT DO NOTHING
    RETURNING s.version, s.last_hash INTO v_version, v_hash;
  END IF;
  IF v_version IS NULL THEN
    SELECT s.version, s.last_hash INTO v_version, v_hash FROM streams s WHERE s.stream_id = p_stream FOR UPDATE;
  END IF;
  v_version := coalesce(v_version, 0);
  v_hash := coalesce(v_hash, '');

  -- Idempotency comes before the version check: a retry carries its old expected version.
  -- (= ANY of an array, not IN (subquery): the planner then always probes the unique index.)
  SELECT count(*), count(*) FILTER (WHERE e.stream_id <> p_stream) INTO v_found, v_elsewhere
    FROM events e WHERE e.event_id = ANY (ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x));
  IF v_found > 0 THEN
    IF v_found = v_count AND v_elsewhere = 0 THEN
      RETURN QUERY
        SELECT e.global_position, e.tx_id::text, e.event_id, e.stream_version, e.type, e.data, e.metadata,
               e.hash, e.created_at, v_version, true
        FROM events e
        WHERE e.event_id = ANY (ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x))
        ORDER BY e.stream_version;
      RETURN;
    END IF;
    RAISE EXCEPTION 'event ids of this append to % are already stored (% of %, % in other streams)',
      p_stream, v_found, v_count, v_elsewhere USING ERRCODE = 'FD002';
  END IF;

  IF v_version <> p_expected THEN
    RAISE EXCEPTION 'stream % is at version %, expected %', p_stream, v_version, p_expected
      USING ERRCODE = 'FD001', DETAIL = v_version::text;
  END IF;

  FOR v_item IN SELECT x FROM jsonb_array_elements(p_events) x LOOP
    v_version := v_version + 1;
    v_id := (v_item->>'id')::uuid;
    v_hash := fd_chain_hash(v_hash, fd_event_canonical(v_id, p_stream, v_version, v_item->>'type',
                                                       v_item->'data', v_item->'metadata'));
    INSERT INTO events AS e (event_id, stream_id, stream_version, type, data, metadata, hash)
    VALUES (v_id, p_stream, v_version, v_item->>'type', v_item->'data', v_item->'metadata', v_hash)
    RETURNING e.* INTO v_row;
    v_rows := v_rows || v_row;
    -- The rows are returned when the function ends; data and metadata the caller has.
    global_position := v_row.global_position;
    tx_id := v_row.tx_id::text;
    event_id := v_id;
    stream_version := v_version;
    type := v_row.type;
    data := NULL;
    metadata := NULL;
    hash := v_hash;
    created_at := v_row.created_at;
    next_version := p_expected + v_count;
    duplicate := false;
    RETURN NEXT;
  END LOOP;

  UPDATE streams s SET version = v_version, last_hash = v_hash WHERE s.stream_id = p_stream;

  -- This append's events, whole, through the compiled dispatcher: static calls, plans cached.
  PERFORM fd_apply_inline_projections(v_rows);

  -- Wakes catch-up subscriptions and live updates in every instance (sent at commit) when
  -- the session asks for it (SET fairdraw.notify = on); PostgresEventStore notifies after commit.
  IF coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
    PERFORM pg_notify('fd_events', p_stream);
  END IF;
END
$function$;
