import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Appends stop calling pg_notify in their own transaction unless the session asks for it
 * (SET fairdraw.notify = on). A NOTIFY takes a database-wide lock from before commit
 * until after it, so every appending transaction waited for the previous one's WAL flush:
 * measured with fsync on, 2,500 appends/s with it against 4,800 without. The adapter now
 * sends one coalesced NOTIFY after its appends have committed (PostgresEventStore).
 *
 * Frozen: the full text of both functions, as they stand after this migration (up) and
 * before it (down). The only change in each is the NOTIFY condition, `= 'on'` instead of
 * `<> 'off'`.
 */
export class EventStoreNotifyAfterCommit1795259100000 implements MigrationInterface {
  name = 'EventStoreNotifyAfterCommit1795259100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(APPEND_NOTIFY_ON_REQUEST);
    await db.query(BATCH_NOTIFY_ON_REQUEST);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(APPEND_NOTIFY_UNLESS_OFF);
    await db.query(BATCH_NOTIFY_UNLESS_OFF);
  }
}

const APPEND_NOTIFY_ON_REQUEST = `
CREATE OR REPLACE FUNCTION fd_append_events(p_stream text, p_expected bigint, p_events jsonb)
RETURNS TABLE (global_position bigint, tx_id text, event_id uuid, stream_version int, type text, data jsonb,
               metadata jsonb, hash text, created_at timestamptz, next_version int, duplicate boolean)
LANGUAGE plpgsql AS $$
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
  v_fns text[];
  v_fn text;
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

  SELECT array_agg(p.apply_function ORDER BY p.name) INTO v_fns
    FROM inline_projections p WHERE starts_with(p_stream, p.stream_prefix);

  FOR v_item IN SELECT x FROM jsonb_array_elements(p_events) x LOOP
    v_version := v_version + 1;
    v_id := (v_item->>'id')::uuid;
    v_hash := fd_chain_hash(v_hash, fd_event_canonical(v_id, p_stream, v_version, v_item->>'type',
                                                       v_item->'data', v_item->'metadata'));
    INSERT INTO events AS e (event_id, stream_id, stream_version, type, data, metadata, hash)
    VALUES (v_id, p_stream, v_version, v_item->>'type', v_item->'data', v_item->'metadata', v_hash)
    RETURNING e.* INTO v_row;
    IF v_fns IS NOT NULL THEN
      v_rows := v_rows || v_row;
    END IF;
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

  IF v_fns IS NOT NULL THEN
    FOREACH v_row IN ARRAY v_rows LOOP
      FOREACH v_fn IN ARRAY v_fns LOOP
        EXECUTE format('SELECT %s($1)', v_fn) USING v_row;
      END LOOP;
    END LOOP;
  END IF;

  -- Wakes catch-up subscriptions and live updates in every instance (sent at commit).
  -- SET fairdraw.notify = off turns it off where only polling readers exist.
  IF coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
    PERFORM pg_notify('fd_events', p_stream);
  END IF;
END
$$;
`;

const BATCH_NOTIFY_ON_REQUEST = `
CREATE OR REPLACE FUNCTION fd_append_batch(p_items jsonb)
RETURNS TABLE (item int, outcome text, actual_version int, global_position bigint, tx_id text, event_id uuid,
               stream_version int, type text, data jsonb, metadata jsonb, hash text, created_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_streams text[];
  v_ids uuid[];
  v_appended uuid[];
  v_p record;
BEGIN
  SELECT array_agg(x->>'s' ORDER BY x->>'s'), array_agg((x->'e'->>'id')::uuid)
    INTO v_streams, v_ids FROM jsonb_array_elements(p_items) x;
  IF v_streams IS NULL OR cardinality(v_streams) <> (SELECT count(DISTINCT s) FROM unnest(v_streams) s)
     OR cardinality(v_ids) <> (SELECT count(DISTINCT i) FROM unnest(v_ids) i) THEN
    RAISE EXCEPTION 'fd_append_batch needs a non-empty array of items with distinct streams and ids'
      USING ERRCODE = '22023';
  END IF;

  -- Stream heads: created for new streams, then locked in one order (no deadlocks between batches).
  INSERT INTO streams (stream_id, version, last_hash)
    SELECT x->>'s', 0, '' FROM jsonb_array_elements(p_items) x WHERE (x->>'v')::int = 0
    ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM streams s WHERE s.stream_id = ANY (v_streams) ORDER BY s.stream_id FOR UPDATE;

  RETURN QUERY
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
  ), numbered AS (
    -- Positions drawn here, in item order, so the result needs no join back to the insert
    -- (CTE joins are estimated at one row and planned as nested loops).
    SELECT a.*, nextval(pg_get_serial_sequence('events', 'global_position')) AS pos,
           fd_chain_hash(a.last_hash, fd_event_canonical(a.id, a.sid, a.actual + 1, a.etype, a.edata, a.emeta)) AS new_hash
    FROM (SELECT * FROM judged j WHERE j.verdict = 'appended' ORDER BY j.item) a
  ), inserted AS (
    INSERT INTO events AS e (global_position, event_id, stream_id, stream_version, type, data, metadata, hash)
    SELECT n.pos, n.id, n.sid, n.actual + 1, n.etype, n.edata, n.emeta, n.new_hash FROM numbered n
  ), heads AS (
    UPDATE streams s SET version = n.actual + 1, last_hash = n.new_hash
    FROM numbered n WHERE s.stream_id = n.sid
  )
  SELECT n.item, n.verdict, n.actual + 1, n.pos, pg_current_xact_id()::text, n.id, n.actual + 1, n.etype,
         NULL::jsonb, NULL::jsonb, n.new_hash, now()
  FROM numbered n
  UNION ALL
  SELECT j.item, j.verdict, j.actual, d.global_position, d.tx_id::text, j.id, d.stream_version, coalesce(d.type, j.etype),
         d.data, d.metadata, d.hash, d.created_at
  FROM judged j
  LEFT JOIN events d ON j.verdict = 'duplicate' AND d.event_id = j.id
  WHERE j.verdict <> 'appended'
  ORDER BY 1;

  -- Heads created above for items that did not append.
  DELETE FROM streams s WHERE s.stream_id = ANY (v_streams) AND s.version = 0;

  SELECT array_agg(e.event_id) INTO v_appended
    FROM events e WHERE e.event_id = ANY (v_ids) AND e.tx_id = pg_current_xact_id();
  IF v_appended IS NOT NULL THEN
    -- Each inline projection over its new events in log order, one statement per projection.
    FOR v_p IN SELECT p.apply_function, p.stream_prefix FROM inline_projections p ORDER BY p.name LOOP
      EXECUTE format('SELECT count(*) FROM (SELECT %s(s.e) FROM (SELECT e FROM events e
                        WHERE e.event_id = ANY ($1) AND starts_with(e.stream_id, $2)
                        ORDER BY e.global_position) s) applied', v_p.apply_function)
        USING v_appended, v_p.stream_prefix;
    END LOOP;
    IF coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
      PERFORM pg_notify('fd_events', 'batch');
    END IF;
  END IF;
END
$$;
`;

// down: the functions as migrations 1795251000000 and 1795259000000 created them.
const APPEND_NOTIFY_UNLESS_OFF = `
CREATE OR REPLACE FUNCTION fd_append_events(p_stream text, p_expected bigint, p_events jsonb)
RETURNS TABLE (global_position bigint, tx_id text, event_id uuid, stream_version int, type text, data jsonb,
               metadata jsonb, hash text, created_at timestamptz, next_version int, duplicate boolean)
LANGUAGE plpgsql AS $$
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
  v_fns text[];
  v_fn text;
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

  SELECT array_agg(p.apply_function ORDER BY p.name) INTO v_fns
    FROM inline_projections p WHERE starts_with(p_stream, p.stream_prefix);

  FOR v_item IN SELECT x FROM jsonb_array_elements(p_events) x LOOP
    v_version := v_version + 1;
    v_id := (v_item->>'id')::uuid;
    v_hash := fd_chain_hash(v_hash, fd_event_canonical(v_id, p_stream, v_version, v_item->>'type',
                                                       v_item->'data', v_item->'metadata'));
    INSERT INTO events AS e (event_id, stream_id, stream_version, type, data, metadata, hash)
    VALUES (v_id, p_stream, v_version, v_item->>'type', v_item->'data', v_item->'metadata', v_hash)
    RETURNING e.* INTO v_row;
    IF v_fns IS NOT NULL THEN
      v_rows := v_rows || v_row;
    END IF;
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

  IF v_fns IS NOT NULL THEN
    FOREACH v_row IN ARRAY v_rows LOOP
      FOREACH v_fn IN ARRAY v_fns LOOP
        EXECUTE format('SELECT %s($1)', v_fn) USING v_row;
      END LOOP;
    END LOOP;
  END IF;

  -- Wakes catch-up subscriptions and live updates in every instance (sent at commit).
  -- SET fairdraw.notify = off turns it off where only polling readers exist.
  IF coalesce(current_setting('fairdraw.notify', true), '') <> 'off' THEN
    PERFORM pg_notify('fd_events', p_stream);
  END IF;
END
$$;
`;

const BATCH_NOTIFY_UNLESS_OFF = `
CREATE OR REPLACE FUNCTION fd_append_batch(p_items jsonb)
RETURNS TABLE (item int, outcome text, actual_version int, global_position bigint, tx_id text, event_id uuid,
               stream_version int, type text, data jsonb, metadata jsonb, hash text, created_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_streams text[];
  v_ids uuid[];
  v_appended uuid[];
  v_p record;
BEGIN
  SELECT array_agg(x->>'s' ORDER BY x->>'s'), array_agg((x->'e'->>'id')::uuid)
    INTO v_streams, v_ids FROM jsonb_array_elements(p_items) x;
  IF v_streams IS NULL OR cardinality(v_streams) <> (SELECT count(DISTINCT s) FROM unnest(v_streams) s)
     OR cardinality(v_ids) <> (SELECT count(DISTINCT i) FROM unnest(v_ids) i) THEN
    RAISE EXCEPTION 'fd_append_batch needs a non-empty array of items with distinct streams and ids'
      USING ERRCODE = '22023';
  END IF;

  -- Stream heads: created for new streams, then locked in one order (no deadlocks between batches).
  INSERT INTO streams (stream_id, version, last_hash)
    SELECT x->>'s', 0, '' FROM jsonb_array_elements(p_items) x WHERE (x->>'v')::int = 0
    ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM streams s WHERE s.stream_id = ANY (v_streams) ORDER BY s.stream_id FOR UPDATE;

  RETURN QUERY
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
  ), numbered AS (
    -- Positions drawn here, in item order, so the result needs no join back to the insert
    -- (CTE joins are estimated at one row and planned as nested loops).
    SELECT a.*, nextval(pg_get_serial_sequence('events', 'global_position')) AS pos,
           fd_chain_hash(a.last_hash, fd_event_canonical(a.id, a.sid, a.actual + 1, a.etype, a.edata, a.emeta)) AS new_hash
    FROM (SELECT * FROM judged j WHERE j.verdict = 'appended' ORDER BY j.item) a
  ), inserted AS (
    INSERT INTO events AS e (global_position, event_id, stream_id, stream_version, type, data, metadata, hash)
    SELECT n.pos, n.id, n.sid, n.actual + 1, n.etype, n.edata, n.emeta, n.new_hash FROM numbered n
  ), heads AS (
    UPDATE streams s SET version = n.actual + 1, last_hash = n.new_hash
    FROM numbered n WHERE s.stream_id = n.sid
  )
  SELECT n.item, n.verdict, n.actual + 1, n.pos, pg_current_xact_id()::text, n.id, n.actual + 1, n.etype,
         NULL::jsonb, NULL::jsonb, n.new_hash, now()
  FROM numbered n
  UNION ALL
  SELECT j.item, j.verdict, j.actual, d.global_position, d.tx_id::text, j.id, d.stream_version, coalesce(d.type, j.etype),
         d.data, d.metadata, d.hash, d.created_at
  FROM judged j
  LEFT JOIN events d ON j.verdict = 'duplicate' AND d.event_id = j.id
  WHERE j.verdict <> 'appended'
  ORDER BY 1;

  -- Heads created above for items that did not append.
  DELETE FROM streams s WHERE s.stream_id = ANY (v_streams) AND s.version = 0;

  SELECT array_agg(e.event_id) INTO v_appended
    FROM events e WHERE e.event_id = ANY (v_ids) AND e.tx_id = pg_current_xact_id();
  IF v_appended IS NOT NULL THEN
    -- Each inline projection over its new events in log order, one statement per projection.
    FOR v_p IN SELECT p.apply_function, p.stream_prefix FROM inline_projections p ORDER BY p.name LOOP
      EXECUTE format('SELECT count(*) FROM (SELECT %s(s.e) FROM (SELECT e FROM events e
                        WHERE e.event_id = ANY ($1) AND starts_with(e.stream_id, $2)
                        ORDER BY e.global_position) s) applied', v_p.apply_function)
        USING v_appended, v_p.stream_prefix;
    END LOOP;
    IF coalesce(current_setting('fairdraw.notify', true), '') <> 'off' THEN
      PERFORM pg_notify('fd_events', 'batch');
    END IF;
  END IF;
END
$$;
`;
