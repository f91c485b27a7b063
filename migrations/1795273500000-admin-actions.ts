import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin action log (issue 12, contract A9): `admin_actions`, one row per thing an admin
 * (or the command line, or the server on its behalf) changed, projected from the events:
 *
 *   kind                stream               event types
 *   setting             settings             LatestNewsChanged, ReferralAmountChanged,
 *                                            TicketPriceChanged, PaymentDetailsChanged
 *   prize_table         prize-tables         PrizeTableChanged
 *   deposit_request     deposit-request-*    DepositUpdated
 *   withdrawal_request  withdrawal-request-* WithdrawalUpdated
 *   result              round-*              ResultPosted
 *   admin_created       admin-account-*      AdminCreated
 *
 * Inline, not a catch-up subscription: admin actions are rare, an admin expects to see
 * theirs at once in any instance, and these streams are not the purchase path (the wallet
 * streams match none of the prefixes, so a ticket append never runs it). A catch-up
 * runner would have to read every event of the log, prizes and purchases included, to
 * find these few. Six registrations (one per stream prefix) share the table, so a rebuild
 * of any of them truncates it and refills it from all six (fd_rebuild_inline_projection).
 *
 * Each row keeps the event's data as it is (`details`) and, for the summary sentence the
 * API writes, `previous`: the data of the event before it on the same subject (the same
 * setting, prize table or request), read from the log, not from this table, so a rebuild
 * in any order gives back the same rows. `at` is the event's occurredAt, except for
 * AdminCreated, whose account may be older than its event (the start-up backfill): there it
 * is the account's createdAt. `hidden_until`: a posted result's numbers are not shown
 * before its result_at = greatest(the round's draw_at, when it was posted), the rule of
 * every result read.
 *
 * Frozen: this file carries its own SQL. A change is a new migration.
 */
export class AdminActions1795273500000 implements MigrationInterface {
  name = 'AdminActions1795273500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(TABLE);
    await db.query(APPLY);
    await db.query(`
      INSERT INTO inline_projections (name, stream_prefix, event_types, apply_function, apply_batch_function, tables, rebuild_function) VALUES
        ('admin_actions_accounts', 'admin-account-', '{AdminCreated}', 'admin_actions_apply', 'admin_actions_apply_events', '{admin_actions}', NULL),
        ('admin_actions_deposits', 'deposit-request-', '{DepositUpdated}', 'admin_actions_apply', 'admin_actions_apply_events', '{admin_actions}', NULL),
        ('admin_actions_prize_tables', 'prize-tables', '{PrizeTableChanged}', 'admin_actions_apply', 'admin_actions_apply_events', '{admin_actions}', NULL),
        ('admin_actions_results', 'round-', '{ResultPosted}', 'admin_actions_apply', 'admin_actions_apply_events', '{admin_actions}', NULL),
        ('admin_actions_settings', 'settings', '{LatestNewsChanged,ReferralAmountChanged,TicketPriceChanged,PaymentDetailsChanged}',
          'admin_actions_apply', 'admin_actions_apply_events', '{admin_actions}', NULL),
        ('admin_actions_withdrawals', 'withdrawal-request-', '{WithdrawalUpdated}', 'admin_actions_apply', 'admin_actions_apply_events', '{admin_actions}', NULL);
      -- The actions stored before this migration: their rows now (this refills all six).
      SELECT fd_rebuild_inline_projection('admin_actions_settings');`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM inline_projections WHERE name IN ('admin_actions_accounts', 'admin_actions_deposits', 'admin_actions_prize_tables',
        'admin_actions_results', 'admin_actions_settings', 'admin_actions_withdrawals');
      DROP FUNCTION admin_actions_apply(events);
      DROP FUNCTION admin_actions_apply_events(events[]);
      DROP TABLE admin_actions;`);
  }
}

const TABLE = `
CREATE TABLE admin_actions (
  event_id        uuid PRIMARY KEY,
  -- The event's position in the log: the order of actions stored at the same instant.
  global_position bigint NOT NULL,
  stream_id       text NOT NULL,
  stream_version  integer NOT NULL,
  event_type      text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('setting', 'prize_table', 'deposit_request', 'withdrawal_request', 'result', 'admin_created')),
  at              timestamptz NOT NULL,
  -- The event's metadata actor as stored: 'admin:<id>', 'system:cli', 'system:<name>'.
  actor           text NOT NULL,
  -- What it acted on: 'ticket-amount 3h', 'prize-table 3h sequence', a request id, a round id, a username.
  subject         text NOT NULL,
  details         jsonb NOT NULL,
  previous        jsonb,
  hidden_until    timestamptz
);
CREATE INDEX admin_actions_by_time ON admin_actions (at DESC, global_position DESC);
CREATE INDEX admin_actions_by_kind ON admin_actions (kind, at DESC, global_position DESC);
CREATE INDEX admin_actions_by_actor ON admin_actions (actor, at DESC, global_position DESC);
`;

const APPLY = `
-- The rows of the events that are admin actions (the others, of the same streams, give none).
CREATE FUNCTION admin_actions_apply_events(p_events events[]) RETURNS bigint
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

-- Single appends call the projection event by event.
CREATE FUNCTION admin_actions_apply(e events) RETURNS void LANGUAGE sql AS $fn$
  SELECT admin_actions_apply_events(ARRAY[e]);
$fn$;
`;
