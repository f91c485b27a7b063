import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Round results (issue 11): the `rounds` read model learns the committed beacon round, the
 * result (ResultPosted by an admin, or ResultDrawn by the server's RNG with its revealed
 * seed and beacon) and the settlement (RoundSettled).
 *
 * - status: 'open' -> 'closed' (SalesClosed) -> 'resulted' -> 'settled'.
 * - result_recorded_at is when the result event was stored (its occurredAt); result_at =
 *   greatest(draw_at, result_recorded_at) is when players may see it (a manual result
 *   posted before draw_at waits for it). Readers show no result before result_at by the
 *   clock, and no seed before draw_at.
 * - settlement: RoundSettled's data as it is (its shape is the settlement's), settled_at
 *   its occurredAt.
 *
 * rounds_apply is replaced to handle every round event type; RoundOpened events stored
 * before this migration lack beaconRound and beaconChain, and read as null. Times come from
 * the events, so a rebuild gives back identical rows.
 *
 * Frozen: this file carries its own SQL. A change is a new migration.
 */
export class RoundResults1795270000000 implements MigrationInterface {
  name = 'RoundResults1795270000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
ALTER TABLE rounds
  ADD COLUMN beacon_round       bigint,
  ADD COLUMN beacon_chain       text,
  ADD COLUMN result_source      text,
  ADD COLUMN result_num_1       smallint,
  ADD COLUMN result_num_2       smallint,
  ADD COLUMN result_num_3       smallint,
  ADD COLUMN result_num_4       smallint,
  ADD COLUMN result_num_5       smallint,
  ADD COLUMN result_letter      char(1),
  ADD COLUMN result_admin_id    text,
  ADD COLUMN result_recorded_at timestamptz,
  ADD COLUMN result_at          timestamptz,
  ADD COLUMN seed               text,
  ADD COLUMN beacon_randomness  text,
  ADD COLUMN beacon_signature   text,
  ADD COLUMN beacon_status      text,
  ADD COLUMN settlement         jsonb,
  ADD COLUMN settled_at         timestamptz;
-- Closed rounds awaiting their result, by draw time (the scheduler's RNG draw).
CREATE INDEX rounds_awaiting_result ON rounds (draw_at) WHERE status = 'closed';
`);
    await db.query(ROUNDS_APPLY);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(PREVIOUS_ROUNDS_APPLY);
    await db.query(`
DROP INDEX IF EXISTS rounds_awaiting_result;
ALTER TABLE rounds
  DROP COLUMN beacon_round, DROP COLUMN beacon_chain, DROP COLUMN result_source,
  DROP COLUMN result_num_1, DROP COLUMN result_num_2, DROP COLUMN result_num_3, DROP COLUMN result_num_4, DROP COLUMN result_num_5,
  DROP COLUMN result_letter, DROP COLUMN result_admin_id, DROP COLUMN result_recorded_at, DROP COLUMN result_at,
  DROP COLUMN seed, DROP COLUMN beacon_randomness, DROP COLUMN beacon_signature, DROP COLUMN beacon_status,
  DROP COLUMN settlement, DROP COLUMN settled_at;
`);
  }
}

const ROUNDS_APPLY = `
CREATE OR REPLACE FUNCTION rounds_apply(e events) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  d jsonb := e.data;
  v_round text := d->>'roundId';
  v_at timestamptz := (e.metadata->>'occurredAt')::timestamptz;
BEGIN
  IF e.type = 'RoundOpened' THEN
    INSERT INTO rounds (round_id, period, start_at, close_at, draw_at, next_draw_at, status, price_paise, commitment,
      ticket_count, sales_paise, ticket_root, opened_at, closed_at, version, beacon_round, beacon_chain)
    VALUES (v_round, d->>'period', (d->>'startAt')::timestamptz, (d->>'closeAt')::timestamptz, (d->>'drawAt')::timestamptz,
      (d->>'nextDrawAt')::timestamptz, 'open', (d->>'pricePaise')::bigint, d->>'commitment',
      NULL, NULL, NULL, v_at, NULL, e.stream_version, (d->>'beaconRound')::bigint, d->>'beaconChain');
  ELSIF e.type = 'SalesClosed' THEN
    -- The fence's close: waits for every purchase projecting a ticket into this round to
    -- commit; purchases after it wait for this transaction and then see 'closed'.
    PERFORM pg_advisory_xact_lock(1795265, hashtext(v_round));
    UPDATE rounds SET status = 'closed', closed_at = v_at, version = e.stream_version WHERE round_id = v_round;
  ELSIF e.type = 'RoundClosed' THEN
    UPDATE rounds SET ticket_count = (d->>'ticketCount')::int, sales_paise = (d->>'salesPaise')::bigint,
      ticket_root = d->>'ticketRoot', version = e.stream_version
    WHERE round_id = v_round;
  ELSIF e.type IN ('ResultPosted', 'ResultDrawn') THEN
    UPDATE rounds SET status = 'resulted',
      result_source = CASE e.type WHEN 'ResultPosted' THEN 'manual' ELSE 'rng' END,
      result_num_1 = (d->'numbers'->>0)::smallint, result_num_2 = (d->'numbers'->>1)::smallint,
      result_num_3 = (d->'numbers'->>2)::smallint, result_num_4 = (d->'numbers'->>3)::smallint,
      result_num_5 = (d->'numbers'->>4)::smallint, result_letter = (d->>'letter')::char(1),
      result_admin_id = d->>'adminId', result_recorded_at = v_at, result_at = greatest(draw_at, v_at),
      seed = d->>'seed', beacon_randomness = d->'beacon'->>'randomness', beacon_signature = d->'beacon'->>'signature',
      beacon_status = d->>'beaconStatus', version = e.stream_version
    WHERE round_id = v_round;
  ELSIF e.type = 'RoundSettled' THEN
    UPDATE rounds SET status = 'settled', settlement = d, settled_at = v_at, version = e.stream_version WHERE round_id = v_round;
  ELSE
    RAISE EXCEPTION 'rounds: unknown round event type %', e.type;
  END IF;
END
$fn$;
`;

/** rounds_apply as migration 1795265000000 made it, for down(). */
const PREVIOUS_ROUNDS_APPLY = `
CREATE OR REPLACE FUNCTION rounds_apply(e events) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  d jsonb := e.data;
  v_round text := d->>'roundId';
  v_at timestamptz := (e.metadata->>'occurredAt')::timestamptz;
BEGIN
  IF e.type = 'RoundOpened' THEN
    INSERT INTO rounds (round_id, period, start_at, close_at, draw_at, next_draw_at, status, price_paise, commitment,
      ticket_count, sales_paise, ticket_root, opened_at, closed_at, version)
    VALUES (v_round, d->>'period', (d->>'startAt')::timestamptz, (d->>'closeAt')::timestamptz, (d->>'drawAt')::timestamptz,
      (d->>'nextDrawAt')::timestamptz, 'open', (d->>'pricePaise')::bigint, d->>'commitment',
      NULL, NULL, NULL, v_at, NULL, e.stream_version);
  ELSIF e.type = 'SalesClosed' THEN
    -- The fence's close: waits for every purchase projecting a ticket into this round to
    -- commit; purchases after it wait for this transaction and then see 'closed'.
    PERFORM pg_advisory_xact_lock(1795265, hashtext(v_round));
    UPDATE rounds SET status = 'closed', closed_at = v_at, version = e.stream_version WHERE round_id = v_round;
  ELSIF e.type = 'RoundClosed' THEN
    UPDATE rounds SET ticket_count = (d->>'ticketCount')::int, sales_paise = (d->>'salesPaise')::bigint,
      ticket_root = d->>'ticketRoot', version = e.stream_version
    WHERE round_id = v_round;
  ELSE
    RAISE EXCEPTION 'rounds: unknown round event type %', e.type;
  END IF;
END
$fn$;
`;
