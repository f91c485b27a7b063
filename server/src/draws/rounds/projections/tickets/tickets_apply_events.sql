CREATE OR REPLACE FUNCTION public.tickets_apply_events(p_events events[])
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_closed text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1795265, hashtext(r.round_id))
  FROM (SELECT DISTINCT e.data->>'roundId' AS round_id FROM unnest(p_events) e ORDER BY 1) r;
  -- A statement of its own: its snapshot is taken once the locks are held, so a close
  -- that committed while this purchase waited is seen.
  SELECT r.round_id INTO v_closed
  FROM (SELECT DISTINCT e.data->>'roundId' AS round_id FROM unnest(p_events) e) r
  LEFT JOIN rounds o ON o.round_id = r.round_id
  WHERE o.status IS DISTINCT FROM 'open'
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'round % is not open', v_closed USING ERRCODE = 'FD410', DETAIL = v_closed;
  END IF;
  INSERT INTO tickets SELECT t.* FROM unnest(p_events) e, LATERAL tickets_row(e) t;
  RETURN cardinality(p_events);
END
$function$;
