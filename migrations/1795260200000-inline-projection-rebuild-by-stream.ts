import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rebuilds of inline projections through their set-based function walk the log in stream
 * order, chunk by chunk along the (stream_id, stream_version) index, instead of in position
 * order: a chunk of consecutive positions holds about one event per wallet, so every chunk
 * updated every wallet's row again (the wallet rebuild fell from about 70,000 to 25,000
 * events/s); in stream order each wallet's row is written about once. Each chunk's query
 * reads only its chunk (a stream-prefix condition in it was planned as a scan of the
 * whole prefix, once per chunk).
 *
 * So a set-based function gets, for each stream, a run of that stream's events in version
 * order (in log order across streams within a batch append; in stream order within a
 * rebuild). fd_inline_projection_events keeps the order it is given (it re-sorted by
 * position before, for nothing).
 *
 * Frozen: full function texts after (up) and before (down).
 */
export class InlineProjectionRebuildByStream1795260200000 implements MigrationInterface {
  name = 'InlineProjectionRebuildByStream1795260200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(PROJECTION_EVENTS);
    await db.query(REBUILD_FUNCTION);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(PREVIOUS_PROJECTION_EVENTS);
    await db.query(PREVIOUS_REBUILD_FUNCTION);
  }
}

const PROJECTION_EVENTS = `
-- The events of one set that a projection takes: of its streams and types, in the order given.
CREATE OR REPLACE FUNCTION fd_inline_projection_events(p inline_projections, p_events events[])
RETURNS events[] LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT ARRAY(SELECT e FROM unnest(p_events) e
               WHERE starts_with(e.stream_id, p.stream_prefix) AND (p.event_types IS NULL OR e.type = ANY (p.event_types)))
$fn$;
`;

const REBUILD_FUNCTION = `
-- Rebuilds one inline projection inside the caller's transaction: truncates its tables
-- and refills them from the events of its streams and types, with rebuild_function when it
-- has one, else its set-based function over the log in chunks, else apply_function event
-- by event. Returns the number of events of its streams.
CREATE OR REPLACE FUNCTION fd_rebuild_inline_projection(p_name text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  p inline_projections;
  v_count bigint := 0;
  v_stream text;
  v_version int := 0;
  v_versions int[];
  v_read bigint;
  v_mine bigint;
  v_chunk events[];
BEGIN
  SELECT * INTO p FROM inline_projections ip WHERE ip.name = p_name;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no inline projection named %', p_name USING ERRCODE = 'FD004';
  END IF;
  IF cardinality(p.tables) > 0 THEN
    EXECUTE 'TRUNCATE ' || (SELECT string_agg(t::regclass::text, ', ') FROM unnest(p.tables) t);
  END IF;
  -- The count is of every event of the projection's streams: those of other types are
  -- read and skipped.
  IF p.rebuild_function IS NOT NULL THEN
    EXECUTE format('SELECT %s()', p.rebuild_function);
    SELECT count(*) INTO v_count FROM events e WHERE starts_with(e.stream_id, p.stream_prefix);
  ELSIF p.apply_batch_function IS NOT NULL THEN
    -- Chunks walk the (stream_id, stream_version) index from the prefix on: each stream's
    -- events in version order, a stream split only where a chunk ends, so each stream's
    -- rows are written about once, not once per chunk. Stream ids are "C", so the prefix's
    -- streams come one after another; the first other stream ends the walk.
    v_stream := p.stream_prefix;
    LOOP
      SELECT count(*), count(*) FILTER (WHERE starts_with((c.e).stream_id, p.stream_prefix)),
             max((c.e).stream_id), array_agg((c.e).stream_version),
             array_agg(c.e) FILTER (WHERE starts_with((c.e).stream_id, p.stream_prefix)
                                      AND (p.event_types IS NULL OR (c.e).type = ANY (p.event_types)))
        INTO v_read, v_mine, v_stream, v_versions, v_chunk
        FROM (SELECT e FROM events e WHERE (e.stream_id, e.stream_version) > (v_stream, v_version)
              ORDER BY e.stream_id, e.stream_version LIMIT 20000) c;
      EXIT WHEN v_read = 0;
      -- The walk goes on after the chunk's last row, whatever its type.
      v_version := v_versions[v_read];
      v_count := v_count + v_mine;
      IF v_chunk IS NOT NULL THEN
        EXECUTE format('SELECT %s($1)', p.apply_batch_function) USING v_chunk;
      END IF;
      EXIT WHEN v_mine < v_read;
    END LOOP;
  ELSE
    EXECUTE format('SELECT count(*) FROM (SELECT CASE WHEN $2::text[] IS NULL OR (s.e).type = ANY ($2) THEN %s(s.e) END
                      FROM (SELECT e FROM events e WHERE starts_with(e.stream_id, $1) ORDER BY e.global_position) s) applied',
                   p.apply_function)
      INTO v_count USING p.stream_prefix, p.event_types;
  END IF;
  RETURN v_count;
END
$$;
`;

// down: the functions as migration 1795260000000 left them.
const PREVIOUS_PROJECTION_EVENTS = `
-- The events of one batch that a projection takes: of its streams and types, in log order.
CREATE OR REPLACE FUNCTION fd_inline_projection_events(p inline_projections, p_events events[])
RETURNS events[] LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT ARRAY(SELECT e FROM unnest(p_events) e
               WHERE starts_with(e.stream_id, p.stream_prefix) AND (p.event_types IS NULL OR e.type = ANY (p.event_types))
               ORDER BY e.global_position)
$fn$;
`;

const PREVIOUS_REBUILD_FUNCTION = `
-- Rebuilds one inline projection inside the caller's transaction: truncates its tables
-- and refills them from the events of its streams and types, with rebuild_function when it
-- has one, else its set-based function over the log in chunks, else apply_function event
-- by event. Returns the number of events of its streams.
CREATE OR REPLACE FUNCTION fd_rebuild_inline_projection(p_name text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  p inline_projections;
  v_count bigint := 0;
  v_after bigint := 0;
  v_chunk events[];
BEGIN
  SELECT * INTO p FROM inline_projections ip WHERE ip.name = p_name;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no inline projection named %', p_name USING ERRCODE = 'FD004';
  END IF;
  IF cardinality(p.tables) > 0 THEN
    EXECUTE 'TRUNCATE ' || (SELECT string_agg(t::regclass::text, ', ') FROM unnest(p.tables) t);
  END IF;
  -- The count is of every event of the projection's streams: those of other types are
  -- read and skipped.
  IF p.rebuild_function IS NOT NULL THEN
    EXECUTE format('SELECT %s()', p.rebuild_function);
    SELECT count(*) INTO v_count FROM events e WHERE starts_with(e.stream_id, p.stream_prefix);
  ELSIF p.apply_batch_function IS NOT NULL THEN
    -- A stream's positions grow with its versions, so chunks in position order keep each
    -- stream's events in order.
    LOOP
      v_chunk := ARRAY(SELECT e FROM events e
                       WHERE e.global_position > v_after AND starts_with(e.stream_id, p.stream_prefix)
                       ORDER BY e.global_position LIMIT 20000);
      EXIT WHEN cardinality(v_chunk) = 0;
      v_count := v_count + cardinality(v_chunk);
      v_after := (v_chunk[cardinality(v_chunk)]).global_position;
      v_chunk := fd_inline_projection_events(p, v_chunk);
      IF cardinality(v_chunk) > 0 THEN
        EXECUTE format('SELECT %s($1)', p.apply_batch_function) USING v_chunk;
      END IF;
    END LOOP;
  ELSE
    EXECUTE format('SELECT count(*) FROM (SELECT CASE WHEN $2::text[] IS NULL OR (s.e).type = ANY ($2) THEN %s(s.e) END
                      FROM (SELECT e FROM events e WHERE starts_with(e.stream_id, $1) ORDER BY e.global_position) s) applied',
                   p.apply_function)
      INTO v_count USING p.stream_prefix, p.event_types;
  END IF;
  RETURN v_count;
END
$$;
`;
