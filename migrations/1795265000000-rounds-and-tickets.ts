import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Draw rounds and tickets (DESIGN.md sections 2 and 3, "the draw engine at scale").
 *
 * - `rounds`: one row per round stream (`round-<roundId>`), an inline projection of
 *   RoundOpened, SalesClosed and RoundClosed. Times are the events' own (RoundOpened's
 *   calendar times; opened_at and closed_at from the events' occurredAt, the server's
 *   clock), so a rebuild gives back identical rows.
 * - `round_secrets`: each round's 32-byte seed, whose sha256 RoundOpened publishes as its
 *   commitment. Outside the event log (auditors read the log) and in no projection, so
 *   nothing reads it before the round's draw_at (the results issue reveals it).
 * - `tickets`: one row per ticket, the inline projection of TicketPurchased on the wallet
 *   streams (the purchase writes only the wallet stream; the round learns its tickets here).
 *
 * The sales fence: a ticket enters `tickets` only while its round's row is 'open'. The
 * projection holds a shared advisory lock on the round's key while it checks and inserts;
 * SalesClosed takes the exclusive lock on the same key in the transaction that sets the
 * row to 'closed'. So a purchase either committed before the close (and is in the set read
 * after it) or sees 'closed' and fails its whole append with SQLSTATE FD410 ('round <id>
 * is not open', DETAIL the round id). No row is updated by every purchase: sales and
 * counts are computed from `tickets` at close.
 *
 * Lock keys: pg_advisory_xact_lock*(1795265, hashtext(round_id)), the two-int key space
 * (a single bigint key, as leader election uses, never meets it); two rounds sharing a
 * hash only wait for each other.
 *
 * A rebuild of `tickets` (tickets_rebuild) copies every TicketPurchased without the fence:
 * the log holds only purchases that passed it.
 *
 * Frozen: this file carries its own SQL. A change is a new migration.
 */
export class RoundsAndTickets1795265000000 implements MigrationInterface {
  name = 'RoundsAndTickets1795265000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(ROUNDS);
    await db.query(ROUND_SECRETS);
    await db.query(TICKETS);
    await db.query(`
      INSERT INTO inline_projections (name, stream_prefix, event_types, apply_function, apply_batch_function, tables, rebuild_function) VALUES
        ('rounds', 'round-', NULL, 'rounds_apply', NULL, '{rounds}', NULL),
        ('tickets', 'wallet-', '{TicketPurchased}', 'tickets_apply', 'tickets_apply_events', '{tickets}', 'tickets_rebuild')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM inline_projections WHERE name IN ('rounds', 'tickets')`);
    await db.query(`
      DROP FUNCTION IF EXISTS tickets_rebuild();
      DROP FUNCTION IF EXISTS tickets_apply(events);
      DROP FUNCTION IF EXISTS tickets_apply_events(events[]);
      DROP FUNCTION IF EXISTS tickets_row(events);
      DROP TABLE IF EXISTS tickets;
      DROP TABLE IF EXISTS round_secrets;
      DROP FUNCTION IF EXISTS rounds_apply(events);
      DROP TABLE IF EXISTS rounds;
    `);
  }
}

const ROUNDS = `
CREATE TABLE rounds (
  round_id      text PRIMARY KEY,
  period        text NOT NULL,
  start_at      timestamptz NOT NULL,
  close_at      timestamptz NOT NULL,
  draw_at       timestamptz NOT NULL,
  next_draw_at  timestamptz NOT NULL,
  -- 'open' | 'closed' (the results issue adds 'resulted' and 'settled').
  status        text NOT NULL,
  price_paise   bigint NOT NULL,
  -- sha256 (hex) of the round's secret seed.
  commitment    text NOT NULL,
  -- The frozen ticket set, known once RoundClosed is recorded.
  ticket_count  integer,
  sales_paise   bigint,
  ticket_root   text,
  opened_at     timestamptz NOT NULL,
  closed_at     timestamptz,
  -- The round stream's version.
  version       integer NOT NULL
);
CREATE INDEX rounds_by_period ON rounds (period, start_at DESC);
CREATE INDEX rounds_open ON rounds (close_at) WHERE status = 'open';

CREATE FUNCTION rounds_apply(e events) RETURNS void LANGUAGE plpgsql AS $fn$
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

const ROUND_SECRETS = `
CREATE TABLE round_secrets (
  round_id   text PRIMARY KEY,
  seed       bytea NOT NULL CHECK (octet_length(seed) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

const TICKETS = `
CREATE TABLE tickets (
  ticket_id           text PRIMARY KEY,
  round_id            text NOT NULL,
  period              text NOT NULL,
  user_id             text NOT NULL,
  num_1               smallint NOT NULL,
  num_2               smallint NOT NULL,
  num_3               smallint NOT NULL,
  num_4               smallint NOT NULL,
  num_5               smallint NOT NULL,
  letter              char(1),
  price_paise         bigint NOT NULL,
  from_referral_paise bigint NOT NULL,
  from_money_paise    bigint NOT NULL,
  bought_at           timestamptz NOT NULL,
  global_position     bigint NOT NULL
);
-- By round, in the byte order of ticket ids: the close reads a round's set in that order
-- (its ticket root), page by page.
CREATE INDEX tickets_by_round ON tickets (round_id, ticket_id COLLATE "C");
CREATE INDEX tickets_by_user ON tickets (user_id, bought_at DESC);
CREATE INDEX tickets_by_period ON tickets (period, bought_at);

-- A TicketPurchased event (of a wallet stream: the projection's event_types) as its row.
CREATE FUNCTION tickets_row(e events) RETURNS tickets LANGUAGE sql STABLE AS $fn$
  SELECT e.data->>'ticketId', e.data->>'roundId', e.data->>'period', substr(e.stream_id, 8),
    (e.data->'numbers'->>0)::smallint, (e.data->'numbers'->>1)::smallint, (e.data->'numbers'->>2)::smallint,
    (e.data->'numbers'->>3)::smallint, (e.data->'numbers'->>4)::smallint, (e.data->>'letter')::char(1),
    (e.data->>'pricePaise')::bigint, (e.data->>'fromReferralPaise')::bigint, (e.data->>'fromMoneyPaise')::bigint,
    (e.metadata->>'occurredAt')::timestamptz, e.global_position
$fn$;

-- New purchases, through the sales fence (see the migration's comment).
CREATE FUNCTION tickets_apply_events(p_events events[]) RETURNS bigint LANGUAGE plpgsql AS $fn$
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
$fn$;

-- Single appends call the projection event by event.
CREATE FUNCTION tickets_apply(e events) RETURNS void LANGUAGE sql AS $fn$
  SELECT tickets_apply_events(ARRAY[e]);
$fn$;

-- The whole log at once, set-based and without the fence.
CREATE FUNCTION tickets_rebuild() RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO tickets SELECT t.* FROM events e, LATERAL tickets_row(e) t
  WHERE starts_with(e.stream_id, 'wallet-') AND e.type = 'TicketPurchased';
$fn$;
`;
