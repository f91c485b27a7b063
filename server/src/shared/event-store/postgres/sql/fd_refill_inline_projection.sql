CREATE OR REPLACE FUNCTION public.fd_refill_inline_projection(p inline_projections)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_count bigint := 0;
  v_stream text;
  v_version int := 0;
  v_versions int[];
  v_read bigint;
  v_mine bigint;
  v_chunk events[];
BEGIN
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
$function$;
