/**
 * Inline projection `ledger_postings` (PostgreSQL): the double-entry view of every
 * wallet event, written in the append's own statement. Each event's postings sum to
 * zero, so the whole ledger does at every position (the audit checks both).
 *
 * Handles every wallet event type; the postings of each are listed in
 * wallet-event-postings.sql.ts (WalletOpened posts nothing).
 * `ledger_postings_apply(e)` runs per appended event; `ledger_postings_apply_range(after,
 * upto)` does a batch of stored events set-based, and `ledger_postings_rebuild()` the
 * whole log into the emptied table.
 */
export const ledgerPostingsProjection = {
  name: 'ledger_postings',
  streamPrefix: 'wallet-',
  applyFunction: 'ledger_postings_apply',
  rebuildFunction: 'ledger_postings_rebuild',
  tables: ['ledger_postings'],
} as const;

const COLUMNS = 'global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at';
// A player's accounts carry their user id; the house and operator accounts do not.
const SELECT_ROWS = `e.global_position, p.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(p.account, 7) = 'player_' THEN substr(e.stream_id, 8) END, p.amount, e.created_at`;

export const createLedgerPostingsSql = `
CREATE TABLE ledger_postings (
  global_position bigint NOT NULL,
  account         text NOT NULL,
  event_id        uuid NOT NULL,
  stream_id       text COLLATE "C" NOT NULL,
  event_type      text NOT NULL,
  user_id         text COLLATE "C",
  amount          bigint NOT NULL,
  posted_at       timestamptz NOT NULL,
  PRIMARY KEY (global_position, account)
);
CREATE INDEX ledger_postings_user ON ledger_postings (user_id, account) WHERE user_id IS NOT NULL;

CREATE FUNCTION ledger_postings_apply(e events) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF NOT wallet_event_known(e.type) THEN
    RAISE EXCEPTION 'ledger_postings: unknown wallet event type %', e.type;
  END IF;
  INSERT INTO ledger_postings (${COLUMNS})
  SELECT ${SELECT_ROWS}
  FROM wallet_event_postings(e.type, e.data) p;
END
$fn$;

-- Set-based: the postings of the wallet events at positions p_after < x <= p_upto (a batch
-- already in the log, or the whole log for the rebuild).
CREATE FUNCTION ledger_postings_apply_range(p_after bigint, p_upto bigint) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_rows bigint;
BEGIN
  PERFORM wallet_events_check_known(p_after, p_upto);
  INSERT INTO ledger_postings (${COLUMNS})
  SELECT e.global_position, r.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(r.account, 7) = 'player_' THEN substr(e.stream_id, 8) END,
         r.sign * (e.data->>r.field)::bigint, e.created_at
  FROM events e JOIN wallet_posting_rules r ON r.type = e.type
  WHERE e.global_position > p_after AND e.global_position <= p_upto AND e.stream_id LIKE 'wallet-%'
    AND (e.data->>r.field)::bigint <> 0;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$fn$;

CREATE FUNCTION ledger_postings_rebuild() RETURNS void LANGUAGE sql AS $fn$
  SELECT ledger_postings_apply_range(0, 9223372036854775807);
$fn$;
`;

export const dropLedgerPostingsSql = `
DROP FUNCTION IF EXISTS ledger_postings_rebuild();
DROP FUNCTION IF EXISTS ledger_postings_apply_range(bigint, bigint);
DROP FUNCTION IF EXISTS ledger_postings_apply(events);
DROP TABLE IF EXISTS ledger_postings;
`;
