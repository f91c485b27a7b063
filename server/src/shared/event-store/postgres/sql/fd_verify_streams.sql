CREATE OR REPLACE FUNCTION public.fd_verify_streams(p_from text, p_to text)
 RETURNS TABLE(stream_id text, events bigint, problem text)
 LANGUAGE sql
 STABLE
AS $function$
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
$function$;
