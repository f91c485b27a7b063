CREATE OR REPLACE FUNCTION public.rounds_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  d jsonb := e.data;
  v_round text := d->>'roundId';
  v_at timestamptz := (e.metadata->>'occurredAt')::timestamptz;
BEGIN
  IF e.type = 'RoundOpened' THEN
    INSERT INTO rounds (round_id, period, start_at, close_at, draw_at, next_draw_at, status, price_paise, commitment,
      ticket_count, sales_paise, ticket_root, opened_at, closed_at, version, beacon_round, beacon_chain, source, tables)
    VALUES (v_round, d->>'period', (d->>'startAt')::timestamptz, (d->>'closeAt')::timestamptz, (d->>'drawAt')::timestamptz,
      (d->>'nextDrawAt')::timestamptz, 'open', (d->>'pricePaise')::bigint, d->>'commitment',
      NULL, NULL, NULL, v_at, NULL, e.stream_version, (d->>'beaconRound')::bigint, d->>'beaconChain',
      d->>'resultSource', d->'tables');
  ELSIF e.type = 'SalesClosed' THEN
    -- The fence's close: waits for every purchase projecting a ticket into this round to
    -- commit; purchases after it wait for this transaction and then see 'closed'.
    PERFORM pg_advisory_xact_lock(1795265, hashtext(v_round));
    UPDATE rounds SET status = 'closed', closed_at = v_at, version = e.stream_version WHERE round_id = v_round;
  ELSIF e.type = 'RoundClosed' THEN
    UPDATE rounds SET ticket_count = (d->>'ticketCount')::int, sales_paise = (d->>'salesPaise')::bigint,
      ticket_root = d->>'ticketRoot', ticket_set_at = v_at, first_ticket_at = (d->>'firstTicketAt')::timestamptz,
      last_ticket_at = (d->>'lastTicketAt')::timestamptz, version = e.stream_version
    WHERE round_id = v_round;
  ELSIF e.type = 'ResultEntered' THEN
    UPDATE rounds SET result_entry = jsonb_build_object('numbers', d->'numbers', 'letter', d->'letter',
      'adminId', d->>'adminId', 'entry', d->'entry', 'enteredAt', d->>'enteredAt'), version = e.stream_version
    WHERE round_id = v_round;
  ELSIF e.type IN ('ResultPosted', 'ResultDrawn') THEN
    UPDATE rounds SET status = 'resulted',
      result_source = CASE e.type WHEN 'ResultPosted' THEN 'manual' ELSE 'rng' END,
      result_num_1 = (d->'numbers'->>0)::smallint, result_num_2 = (d->'numbers'->>1)::smallint,
      result_num_3 = (d->'numbers'->>2)::smallint, result_num_4 = (d->'numbers'->>3)::smallint,
      result_num_5 = (d->'numbers'->>4)::smallint, result_letter = (d->>'letter')::char(1),
      result_admin_id = d->>'adminId', result_recorded_at = v_at, result_at = greatest(draw_at, v_at),
      result_entered_at = (d->>'enteredAt')::timestamptz, result_approver_id = d->>'approvedBy', result_entry = NULL,
      seed = d->>'seed', beacon_randomness = d->'beacon'->>'randomness', beacon_signature = d->'beacon'->>'signature',
      beacon_status = d->>'beaconStatus', version = e.stream_version
    WHERE round_id = v_round;
  ELSIF e.type = 'RoundSettled' THEN
    UPDATE rounds SET status = 'settled', settlement = d, settled_at = v_at, version = e.stream_version WHERE round_id = v_round;
  ELSE
    RAISE EXCEPTION 'rounds: unknown round event type %', e.type;
  END IF;
END
$function$;
