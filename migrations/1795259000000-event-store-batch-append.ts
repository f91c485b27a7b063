import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * fd_append_batch: one event to each of many streams in one call (settlement credits a
 * prize to every winner: 100,000 streams, not 100,000 round trips). Each item keeps the
 * rules of fd_append_events (exact expected version, idempotent ids, hash chain, inline
 * projections, NOTIFY), but a conflict is an outcome of its item, not an error of the
 * batch, so the caller retries only the items that lost.
 *
 * p_items: [{"s": stream, "v": expected version, "e": {id, type, data, metadata}}], with
 * distinct streams and ids. Outcome per item, in input order: appended, duplicate (the
 * original comes back whole), version_conflict (actual_version says where the stream
 * is), id_conflict (the id is stored in another stream).
 */
export class EventStoreBatchAppend1795259000000 implements MigrationInterface {
  name = 'EventStoreBatchAppend1795259000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(BATCH_FUNCTION);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION IF EXISTS fd_append_batch(jsonb)');
  }
}

const BATCH_FUNCTION = `
CREATE FUNCTION fd_append_batch(p_items jsonb)
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
