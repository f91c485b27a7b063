import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each round's rules fixed at open, and manual results by two admins:
 *
 * - source: the result source RoundOpened declared ('rng' or 'manual'); null for rounds
 *   opened before rounds declared one.
 * - tables: the prize tables and pot shares in force at open (RoundOpened's `tables`).
 * - ticket_set_at: when RoundClosed (count, sales, root) was stored, the moment the root
 *   became public; filled here from the events for rounds closed before.
 * - first_ticket_at, last_ticket_at: when the frozen set's first and last tickets were
 *   bought (RoundClosed's own fields; null for sets recorded before it kept them).
 * - result_entry: a manual result entered by one admin and not yet approved by another
 *   (ResultEntered's data with its time); cleared when ResultPosted records the approval.
 * - result_entered_at, result_approver_id: the maker's time and the checker's id of a
 *   published manual result (result_admin_id stays the maker).
 *
 * rounds_apply is replaced to handle ResultEntered and the new fields. Times come from the
 * events, so a rebuild gives back identical rows. The admin action log learns two actions:
 * a result entered (ResultEntered, beside ResultPosted, now the approval) and a period's
 * result source changed (ResultSourceChanged, a setting); no such event exists before.
 *
 * Frozen: this file carries its own SQL. A change is a new migration.
 */
export class RoundSources1795276000000 implements MigrationInterface {
  name = 'RoundSources1795276000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
ALTER TABLE rounds
  ADD COLUMN source             text,
  ADD COLUMN tables             jsonb,
  ADD COLUMN ticket_set_at      timestamptz,
  ADD COLUMN first_ticket_at    timestamptz,
  ADD COLUMN last_ticket_at     timestamptz,
  ADD COLUMN result_entry       jsonb,
  ADD COLUMN result_entered_at  timestamptz,
  ADD COLUMN result_approver_id text;
UPDATE rounds r SET ticket_set_at = (e.metadata->>'occurredAt')::timestamptz
  FROM events e WHERE e.stream_id = 'round-' || r.round_id AND e.type = 'RoundClosed';
`);
    await db.query(ROUNDS_APPLY);
    await db.query(ADMIN_ACTIONS_APPLY);
    await db.query(`
UPDATE inline_projections SET event_types = '{ResultEntered,ResultPosted}' WHERE name = 'admin_actions_results';
UPDATE inline_projections SET event_types = '{LatestNewsChanged,ReferralAmountChanged,TicketPriceChanged,PaymentDetailsChanged,ResultSourceChanged}'
  WHERE name = 'admin_actions_settings';
`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
UPDATE inline_projections SET event_types = '{ResultPosted}' WHERE name = 'admin_actions_results';
UPDATE inline_projections SET event_types = '{LatestNewsChanged,ReferralAmountChanged,TicketPriceChanged,PaymentDetailsChanged}'
  WHERE name = 'admin_actions_settings';
`);
    await db.query(PREVIOUS_ADMIN_ACTIONS_APPLY);
    await db.query(PREVIOUS_ROUNDS_APPLY);
    await db.query(`
ALTER TABLE rounds
  DROP COLUMN source, DROP COLUMN tables, DROP COLUMN ticket_set_at, DROP COLUMN first_ticket_at, DROP COLUMN last_ticket_at,
  DROP COLUMN result_entry,
  DROP COLUMN result_entered_at, DROP COLUMN result_approver_id;
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
$fn$;
`;

/** rounds_apply as migration 1795270000000 made it, for down(). */
const PREVIOUS_ROUNDS_APPLY = `
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

const ADMIN_ACTIONS_APPLY = `
-- The rows of the events that are admin actions (the others, of the same streams, give none).
CREATE OR REPLACE FUNCTION admin_actions_apply_events(p_events events[]) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO admin_actions (event_id, global_position, stream_id, stream_version, event_type, kind, at, actor, subject,
                             details, previous, hidden_until)
  SELECT e.event_id, e.global_position, e.stream_id, e.stream_version, e.type, a.kind,
         coalesce(CASE WHEN a.kind = 'admin_created' THEN (e.data->>'createdAt')::timestamptz END,
                  (e.metadata->>'occurredAt')::timestamptz, e.created_at),
         coalesce(e.metadata->>'actor', 'unknown'), a.subject, e.data, p.data,
         CASE WHEN a.kind = 'result' THEN greatest(
           coalesce((SELECT (o.data->>'drawAt')::timestamptz FROM events o
                     WHERE o.stream_id = e.stream_id AND o.stream_version = 1 AND o.type = 'RoundOpened'), 'infinity'),
           coalesce((e.metadata->>'occurredAt')::timestamptz, e.created_at)) END
  FROM unnest(p_events) e
  CROSS JOIN LATERAL (
    SELECT CASE
             WHEN e.stream_id = 'settings' AND e.type IN ('LatestNewsChanged', 'ReferralAmountChanged', 'TicketPriceChanged', 'PaymentDetailsChanged', 'ResultSourceChanged')
               THEN 'setting'
             WHEN e.stream_id = 'prize-tables' AND e.type = 'PrizeTableChanged' THEN 'prize_table'
             WHEN starts_with(e.stream_id, 'deposit-request-') AND e.type = 'DepositUpdated' THEN 'deposit_request'
             WHEN starts_with(e.stream_id, 'withdrawal-request-') AND e.type = 'WithdrawalUpdated' THEN 'withdrawal_request'
             WHEN starts_with(e.stream_id, 'round-') AND e.type IN ('ResultEntered', 'ResultPosted') THEN 'result'
             WHEN starts_with(e.stream_id, 'admin-account-') AND e.type = 'AdminCreated' THEN 'admin_created'
           END AS kind,
           CASE e.type
             WHEN 'LatestNewsChanged' THEN 'latest-news'
             WHEN 'ReferralAmountChanged' THEN 'referral-code-amount'
             WHEN 'TicketPriceChanged' THEN 'ticket-amount ' || (e.data->>'period')
             WHEN 'PaymentDetailsChanged' THEN 'payment-details'
             WHEN 'ResultSourceChanged' THEN 'result-source ' || (e.data->>'period')
             WHEN 'PrizeTableChanged' THEN 'prize-table ' || (e.data->>'period') || ' ' || (e.data->>'mode')
             WHEN 'DepositUpdated' THEN substr(e.stream_id, length('deposit-request-') + 1)
             WHEN 'WithdrawalUpdated' THEN substr(e.stream_id, length('withdrawal-request-') + 1)
             WHEN 'ResultPosted' THEN e.data->>'roundId'
             WHEN 'ResultEntered' THEN e.data->>'roundId'
             WHEN 'AdminCreated' THEN e.data->>'username'
           END AS subject
  ) a
  LEFT JOIN LATERAL (
    -- A request's state before: the event before it (every request event carries the status and amount it leaves).
    SELECT q.data FROM events q
    WHERE a.kind IN ('deposit_request', 'withdrawal_request') AND q.stream_id = e.stream_id AND q.stream_version = e.stream_version - 1
    UNION ALL
    -- A setting's or a prize table's value before: its latest earlier change (none: the default).
    (SELECT q.data FROM events q
     WHERE a.kind IN ('setting', 'prize_table') AND q.stream_id = e.stream_id AND q.stream_version < e.stream_version AND q.type = e.type
       AND q.data->>'period' IS NOT DISTINCT FROM e.data->>'period' AND q.data->>'mode' IS NOT DISTINCT FROM e.data->>'mode'
     ORDER BY q.stream_version DESC LIMIT 1)
  ) p ON true
  WHERE a.kind IS NOT NULL;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$fn$;

`;

/** admin_actions_apply_events as migration 1795273500000 made it, for down(). */
const PREVIOUS_ADMIN_ACTIONS_APPLY = `
-- The rows of the events that are admin actions (the others, of the same streams, give none).
CREATE OR REPLACE FUNCTION admin_actions_apply_events(p_events events[]) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO admin_actions (event_id, global_position, stream_id, stream_version, event_type, kind, at, actor, subject,
                             details, previous, hidden_until)
  SELECT e.event_id, e.global_position, e.stream_id, e.stream_version, e.type, a.kind,
         coalesce(CASE WHEN a.kind = 'admin_created' THEN (e.data->>'createdAt')::timestamptz END,
                  (e.metadata->>'occurredAt')::timestamptz, e.created_at),
         coalesce(e.metadata->>'actor', 'unknown'), a.subject, e.data, p.data,
         CASE WHEN a.kind = 'result' THEN greatest(
           coalesce((SELECT (o.data->>'drawAt')::timestamptz FROM events o
                     WHERE o.stream_id = e.stream_id AND o.stream_version = 1 AND o.type = 'RoundOpened'), 'infinity'),
           coalesce((e.metadata->>'occurredAt')::timestamptz, e.created_at)) END
  FROM unnest(p_events) e
  CROSS JOIN LATERAL (
    SELECT CASE
             WHEN e.stream_id = 'settings' AND e.type IN ('LatestNewsChanged', 'ReferralAmountChanged', 'TicketPriceChanged', 'PaymentDetailsChanged')
               THEN 'setting'
             WHEN e.stream_id = 'prize-tables' AND e.type = 'PrizeTableChanged' THEN 'prize_table'
             WHEN starts_with(e.stream_id, 'deposit-request-') AND e.type = 'DepositUpdated' THEN 'deposit_request'
             WHEN starts_with(e.stream_id, 'withdrawal-request-') AND e.type = 'WithdrawalUpdated' THEN 'withdrawal_request'
             WHEN starts_with(e.stream_id, 'round-') AND e.type = 'ResultPosted' THEN 'result'
             WHEN starts_with(e.stream_id, 'admin-account-') AND e.type = 'AdminCreated' THEN 'admin_created'
           END AS kind,
           CASE e.type
             WHEN 'LatestNewsChanged' THEN 'latest-news'
             WHEN 'ReferralAmountChanged' THEN 'referral-code-amount'
             WHEN 'TicketPriceChanged' THEN 'ticket-amount ' || (e.data->>'period')
             WHEN 'PaymentDetailsChanged' THEN 'payment-details'
             WHEN 'PrizeTableChanged' THEN 'prize-table ' || (e.data->>'period') || ' ' || (e.data->>'mode')
             WHEN 'DepositUpdated' THEN substr(e.stream_id, length('deposit-request-') + 1)
             WHEN 'WithdrawalUpdated' THEN substr(e.stream_id, length('withdrawal-request-') + 1)
             WHEN 'ResultPosted' THEN e.data->>'roundId'
             WHEN 'AdminCreated' THEN e.data->>'username'
           END AS subject
  ) a
  LEFT JOIN LATERAL (
    -- A request's state before: the event before it (every request event carries the status and amount it leaves).
    SELECT q.data FROM events q
    WHERE a.kind IN ('deposit_request', 'withdrawal_request') AND q.stream_id = e.stream_id AND q.stream_version = e.stream_version - 1
    UNION ALL
    -- A setting's or a prize table's value before: its latest earlier change (none: the default).
    (SELECT q.data FROM events q
     WHERE a.kind IN ('setting', 'prize_table') AND q.stream_id = e.stream_id AND q.stream_version < e.stream_version AND q.type = e.type
       AND q.data->>'period' IS NOT DISTINCT FROM e.data->>'period' AND q.data->>'mode' IS NOT DISTINCT FROM e.data->>'mode'
     ORDER BY q.stream_version DESC LIMIT 1)
  ) p ON true
  WHERE a.kind IS NOT NULL;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$fn$;

`;
