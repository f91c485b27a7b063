/**
 * Inline projection `wallet_balances` (PostgreSQL): one row per wallet with its money,
 * referral and held amounts in paise and the stream version they reflect. The event
 * store's append calls `wallet_balances_apply(e)` for every new event of a `wallet-`
 * stream in the append's own statement, so the next command's read sees it.
 * `wallet_balances_apply_range(after, upto)` does the same set-based for a batch of events
 * already stored (positions after < p <= upto), and `wallet_balances_rebuild()` applies the
 * whole log that way to the emptied table.
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

-- Set-based form, for a batch of events already in the log (positions p_after < x <= p_upto,
-- e.g. a settlement's prize credits) and for the rebuild: one pass adds up the player_*
-- postings per wallet; the wallet's last event in the range gives the version and time.
-- A wallet opened within the range gets its row; the others must have one already.
CREATE FUNCTION wallet_balances_apply_range(p_after bigint, p_upto bigint) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_wallets bigint;
  v_done bigint;
BEGIN
  PERFORM wallet_events_check_known(p_after, p_upto);
  WITH w AS (
    SELECT e.stream_id, max(e.stream_version) AS version, bool_or(e.type = 'WalletOpened') AS opened,
      ${DELTAS.replaceAll('p.amount', 'r.sign * (e.data->>r.field)::bigint').replaceAll('p.account', 'r.account')}
    FROM events e
    LEFT JOIN wallet_posting_rules r ON r.type = e.type AND left(r.account, 7) = 'player_'
    WHERE e.global_position > p_after AND e.global_position <= p_upto AND e.stream_id LIKE 'wallet-%'
    GROUP BY e.stream_id
  ), h AS (
    SELECT substr(w.stream_id, 8) AS user_id, w.*, e.created_at
    FROM w JOIN events e ON e.stream_id = w.stream_id AND e.stream_version = w.version
  ), updated AS (
    UPDATE wallet_balances b SET money = b.money + h.money, referral = b.referral + h.referral,
      held = b.held + h.held, version = h.version, updated_at = h.created_at
    FROM h WHERE NOT h.opened AND b.user_id = h.user_id
    RETURNING 1
  ), inserted AS (
    INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
    SELECT h.user_id, h.money, h.referral, h.held, h.version, h.created_at FROM h WHERE h.opened
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM h), (SELECT count(*) FROM updated) + (SELECT count(*) FROM inserted)
  INTO v_wallets, v_done;
  IF v_done <> v_wallets THEN
    RAISE EXCEPTION 'wallet_balances: % wallets have events but no WalletOpened', v_wallets - v_done;
  END IF;
  RETURN v_wallets;
END
$fn$;

CREATE FUNCTION wallet_balances_rebuild() RETURNS void LANGUAGE sql AS $fn$
  SELECT wallet_balances_apply_range(0, 9223372036854775807);
$fn$;
`;

export const dropWalletBalancesSql = `
DROP FUNCTION IF EXISTS wallet_balances_rebuild();
DROP FUNCTION IF EXISTS wallet_balances_apply_range(bigint, bigint);
DROP FUNCTION IF EXISTS wallet_balances_apply(events);
DROP TABLE IF EXISTS wallet_balances;
`;
