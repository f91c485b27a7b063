/**
 * Inline projection `wallet_balances` (PostgreSQL): one row per wallet with its money,
 * referral and held amounts in paise and the stream version they reflect. The event
 * store's append calls `wallet_balances_apply(e)` for every new event of a `wallet-`
 * stream in the append's own statement, so the next command's read sees it;
 * `wallet_balances_rebuild()` refills the emptied table from the whole log at once.
 *
 * Handles every wallet event type: WalletOpened creates the row; the others move the
 * balances by their player_money / player_referral / player_held postings
 * (wallet-event-postings.sql.ts), so balances and ledger cannot disagree.
 * updated_at is the event's own time, so a rebuild gives back identical rows.
 */
export const walletBalancesProjection = {
  name: 'wallet_balances',
  streamPrefix: 'wallet-',
  applyFunction: 'wallet_balances_apply',
  rebuildFunction: 'wallet_balances_rebuild',
  tables: ['wallet_balances'],
} as const;

const DELTAS = `coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_money'), 0) AS money,
    coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_referral'), 0) AS referral,
    coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_held'), 0) AS held`;

export const createWalletBalancesSql = `
CREATE TABLE wallet_balances (
  -- "C" as events.stream_id: the user id cut from a stream id keeps that collation, and a
  -- key of another collation could not use this index (every update would scan the table).
  user_id    text COLLATE "C" PRIMARY KEY,
  money      bigint NOT NULL DEFAULT 0,
  referral   bigint NOT NULL DEFAULT 0,
  held       bigint NOT NULL DEFAULT 0,
  version    integer NOT NULL,
  updated_at timestamptz NOT NULL,
  -- The decider never lets a balance go negative; this is the last line of defence.
  CONSTRAINT wallet_balances_not_negative CHECK (money >= 0 AND referral >= 0 AND held >= 0)
);

CREATE FUNCTION wallet_balances_apply(e events) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  d_money bigint;
  d_referral bigint;
  d_held bigint;
BEGIN
  IF NOT wallet_event_known(e.type) THEN
    RAISE EXCEPTION 'wallet_balances: unknown wallet event type %', e.type;
  END IF;
  IF e.type = 'WalletOpened' THEN
    INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
    VALUES (substr(e.stream_id, 8), 0, 0, 0, e.stream_version, e.created_at);
    RETURN;
  END IF;
  SELECT ${DELTAS} INTO d_money, d_referral, d_held
  FROM wallet_event_postings(e.type, e.data) p;
  UPDATE wallet_balances SET
    money = money + d_money,
    referral = referral + d_referral,
    held = held + d_held,
    version = e.stream_version,
    updated_at = e.created_at
  WHERE user_id = substr(e.stream_id, 8);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet_balances: % on %, which has no WalletOpened', e.type, e.stream_id;
  END IF;
END
$fn$;

-- One pass over the wallet events adds up the player_* postings per wallet; the head
-- event of each wallet then gives the version and time.
CREATE FUNCTION wallet_balances_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM wallet_events_check_known();
  WITH w AS (
    SELECT e.stream_id, max(e.stream_version) AS version,
      ${DELTAS.replaceAll('p.amount', 'r.sign * (e.data->>r.field)::bigint').replaceAll('p.account', 'r.account')}
    FROM events e
    LEFT JOIN wallet_posting_rules r ON r.type = e.type AND left(r.account, 7) = 'player_'
    WHERE e.stream_id LIKE 'wallet-%'
    GROUP BY e.stream_id
  )
  INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
  SELECT substr(w.stream_id, 8), w.money, w.referral, w.held, w.version, e.created_at
  FROM w JOIN events e ON e.stream_id = w.stream_id AND e.stream_version = w.version;
END
$fn$;
`;

export const dropWalletBalancesSql = `
DROP FUNCTION IF EXISTS wallet_balances_rebuild();
DROP FUNCTION IF EXISTS wallet_balances_apply(events);
DROP TABLE IF EXISTS wallet_balances;
`;
