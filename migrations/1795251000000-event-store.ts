import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PostgreSQL event store (DESIGN.md section 1): the event log, stream heads, the
 * registry of inline projections, catch-up checkpoints, and the functions that append
 * (one round trip per append, as Marten's mt_append_event) and verify the hash chain.
 *
 * Commit order: readers go by (tx_id, global_position) and only past
 * pg_snapshot_xmin(pg_current_snapshot()), so an event whose transaction took an earlier
 * position but commits later is never skipped (the bigserial gap problem).
 *
 * Hash chain: hash = sha256_hex(previous hash || fd_event_canonical(...)), where the
 * canonical text is PostgreSQL's own jsonb text of {id, streamId, version, type, data,
 * metadata}: jsonb normalises key order and spacing, so SQL can always recompute it.
 */
export class EventStore1795251000000 implements MigrationInterface {
  name = 'EventStore1795251000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        event_id uuid NOT NULL UNIQUE,
        stream_id text COLLATE "C" NOT NULL,
        stream_version int NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stream_id, stream_version)
      );
      CREATE INDEX events_commit_order ON events (tx_id, global_position);
      CREATE INDEX events_type ON events (type);

      CREATE TABLE streams (
        stream_id text COLLATE "C" PRIMARY KEY,
        version int NOT NULL,
        last_hash text NOT NULL
      );

      -- Read models updated inside the append's transaction. apply_function is a function
      -- fn(e events) called once per new event of a matching stream; tables are what a
      -- rebuild truncates; rebuild_function (optional) is a set-based fn() that refills
      -- them from the events table faster than replaying apply_function event by event.
      CREATE TABLE inline_projections (
        name text PRIMARY KEY,
        stream_prefix text NOT NULL,
        apply_function text NOT NULL,
        tables text[] NOT NULL DEFAULT '{}',
        rebuild_function text
      );

      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        checkpoint text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
    await db.query(CHAIN_FUNCTIONS);
    await db.query(APPEND_FUNCTION);
    await db.query(VERIFY_FUNCTIONS);
    await db.query(REBUILD_FUNCTION);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP FUNCTION IF EXISTS fd_rebuild_inline_projection(text);
      DROP FUNCTION IF EXISTS fd_verify_stream(text);
      DROP FUNCTION IF EXISTS fd_verify_streams(text, text);
      DROP FUNCTION IF EXISTS fd_append_events(text, bigint, jsonb);
      DROP FUNCTION IF EXISTS fd_chain_hash(text, text);
      DROP FUNCTION IF EXISTS fd_event_canonical(uuid, text, int, text, jsonb, jsonb);
      DROP TABLE IF EXISTS projection_checkpoints, inline_projections, streams, events;
    `);
  }
}

const CHAIN_FUNCTIONS = `
CREATE FUNCTION fd_event_canonical(p_id uuid, p_stream text, p_version int, p_type text, p_data jsonb, p_metadata jsonb)
RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object('id', p_id, 'streamId', p_stream, 'version', p_version,
                            'type', p_type, 'data', p_data, 'metadata', p_metadata)::text
$$;

CREATE FUNCTION fd_chain_hash(p_previous text, p_canonical text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(p_previous || p_canonical, 'UTF8')), 'hex')
$$;
`;

/**
 * The whole append in one call. p_events: [{id, type, data, metadata}, ...].
 * Errors: FD001 wrong expected version (DETAIL = the actual version), FD002 an event id
 * stored elsewhere or a batch mixing stored and new ids. New rows come back with NULL
 * data and metadata (the caller sent them; no need to ship them back); originals of an
 * idempotent repeat come back whole, with duplicate = true.
 */
const APPEND_FUNCTION = `
CREATE FUNCTION fd_append_events(p_stream text, p_expected bigint, p_events jsonb)
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

/**
 * Recomputes the chains of the streams whose ids lie in [p_from, p_to] (C collation):
 * one row per stream with its first problem, NULL when intact. A missing version, an
 * event that no longer matches its hash (or whose successor no longer matches), and a
 * head that disagrees with the last stored event (the last events removed) are all found.
 */
const VERIFY_FUNCTIONS = `
CREATE FUNCTION fd_verify_streams(p_from text, p_to text)
RETURNS TABLE (stream_id text, events bigint, problem text)
LANGUAGE sql STABLE AS $$
  WITH chain AS (
    SELECT e.stream_id, e.stream_version, e.hash,
           row_number() OVER w AS n,
           fd_chain_hash(coalesce(lag(e.hash) OVER w, ''),
                         fd_event_canonical(e.event_id, e.stream_id, e.stream_version, e.type, e.data, e.metadata)) AS expected
    FROM events e
    WHERE e.stream_id >= p_from AND e.stream_id <= p_to
    WINDOW w AS (PARTITION BY e.stream_id ORDER BY e.stream_version)
  ), stored AS (
    SELECT c.stream_id, count(*) AS events,
           min(c.n) FILTER (WHERE c.stream_version <> c.n) AS first_gap,
           min(c.stream_version) FILTER (WHERE c.hash <> c.expected) AS first_bad,
           max(c.stream_version) AS last_version,
           (array_agg(c.hash ORDER BY c.n DESC))[1] AS last_hash
    FROM chain c GROUP BY c.stream_id
  ), heads AS (
    SELECT s.stream_id, s.version, s.last_hash FROM streams s
    WHERE s.stream_id >= p_from AND s.stream_id <= p_to
  )
  SELECT coalesce(st.stream_id, h.stream_id)::text, coalesce(st.events, 0),
    CASE
      WHEN st.first_gap IS NOT NULL THEN format('version %s is missing', st.first_gap)
      WHEN st.first_bad IS NOT NULL THEN format('event at version %s does not match its hash', st.first_bad)
      WHEN h.stream_id IS NULL THEN 'the stream has events but no head record'
      WHEN st.stream_id IS NULL OR h.version <> st.last_version OR h.last_hash <> st.last_hash
        THEN format('the stream head is at version %s but the stored events end at version %s',
                    h.version, coalesce(st.last_version, 0))
    END
  FROM stored st FULL JOIN heads h ON h.stream_id = st.stream_id
  ORDER BY 1
$$;

CREATE FUNCTION fd_verify_stream(p_stream text)
RETURNS TABLE (stream_id text, events bigint, problem text)
LANGUAGE sql STABLE AS $$
  SELECT * FROM fd_verify_streams(p_stream, p_stream)
$$;
`;

/**
 * Rebuilds one inline projection inside the caller's transaction: truncates its tables
 * and refills them from the events, set-based when it has a rebuild_function, else by
 * applying apply_function to every matching event in log order. Returns the event count.
 */
const REBUILD_FUNCTION = `
CREATE FUNCTION fd_rebuild_inline_projection(p_name text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  p inline_projections;
  v_count bigint;
BEGIN
  SELECT * INTO p FROM inline_projections ip WHERE ip.name = p_name;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no inline projection named %', p_name USING ERRCODE = 'FD004';
  END IF;
  IF cardinality(p.tables) > 0 THEN
    EXECUTE 'TRUNCATE ' || (SELECT string_agg(t::regclass::text, ', ') FROM unnest(p.tables) t);
  END IF;
  IF p.rebuild_function IS NOT NULL THEN
    EXECUTE format('SELECT %s()', p.rebuild_function);
    SELECT count(*) INTO v_count FROM events e WHERE starts_with(e.stream_id, p.stream_prefix);
  ELSE
    EXECUTE format('SELECT count(*) FROM (SELECT %s(s.e) FROM (SELECT e FROM events e
                      WHERE starts_with(e.stream_id, $1) ORDER BY e.global_position) s) applied', p.apply_function)
      INTO v_count USING p.stream_prefix;
  END IF;
  RETURN v_count;
END
$$;
`;
