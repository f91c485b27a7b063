import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wallet read models (DESIGN.md section 4): `wallet_balances` and the double-entry
 * `ledger_postings`, both inline projections that the event store's append updates in
 * its own statement, and the rule book they share: `wallet_posting_rules` (the postings
 * of each event type) read through `wallet_event_postings(type, data)`.
 *
 * Frozen: this file carries its own SQL, exactly as it landed (it once imported it from
 * server/src, which kept changing). A change is a new migration.
 */
export class Wallet1795252000000 implements MigrationInterface {
  name = 'Wallet1795252000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(POSTING_RULES);
    await db.query(WALLET_BALANCES);
    await db.query(LEDGER_POSTINGS);
    await db.query(`
      INSERT INTO inline_projections (name, stream_prefix, apply_function, tables, rebuild_function) VALUES
        ('wallet_balances', 'wallet-', 'wallet_balances_apply', '{wallet_balances}', 'wallet_balances_rebuild'),
        ('ledger_postings', 'wallet-', 'ledger_postings_apply', '{ledger_postings}', 'ledger_postings_rebuild')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM inline_projections WHERE name IN ('wallet_balances', 'ledger_postings')`);
    await db.query(`
      DROP FUNCTION IF EXISTS ledger_postings_rebuild();
      DROP FUNCTION IF EXISTS ledger_postings_apply_range(bigint, bigint);
      DROP FUNCTION IF EXISTS ledger_postings_apply(events);
      DROP TABLE IF EXISTS ledger_postings;
      DROP FUNCTION IF EXISTS wallet_balances_rebuild();
      DROP FUNCTION IF EXISTS wallet_balances_apply_range(bigint, bigint);
      DROP FUNCTION IF EXISTS wallet_balances_apply(events);
      DROP TABLE IF EXISTS wallet_balances;
      DROP FUNCTION IF EXISTS wallet_events_check_known(bigint, bigint);
      DROP FUNCTION IF EXISTS wallet_event_postings(text, jsonb);
      DROP FUNCTION IF EXISTS wallet_event_known(text);
      DROP TABLE IF EXISTS wallet_posting_rules;
    `);
  }
}

/**
 * a = amountPaise:
 * - WalletOpened: nothing
 * - DepositCredited: player_money +a, operator_cash_in -a
 * - PrizeCredited: player_money +a, prize_pool -a
 * - AdjustmentCredited: player_money +a, house_adjustments -a
 * - ReferralCredited: player_referral +a, referral_promotions -a
 * - TicketPurchased: player_money -fromMoneyPaise, player_referral -fromReferralPaise, house_revenue +pricePaise
 * - FundsHeld: player_money -a, player_held +a
 * - HoldReleased: player_held -a, player_money +a
 * - HoldCaptured: player_held -a, operator_cash_out +a
 * `wallet_event_known(type)`: an unknown type on a wallet stream fails the append.
 */
const POSTING_RULES = `
CREATE TABLE wallet_posting_rules (
  type    text NOT NULL,
  account text NOT NULL,
  field   text NOT NULL,
  sign    smallint NOT NULL CHECK (sign IN (-1, 1)),
  PRIMARY KEY (type, account)
);
INSERT INTO wallet_posting_rules (type, account, field, sign) VALUES
  ('DepositCredited', 'player_money', 'amountPaise', 1),
  ('DepositCredited', 'operator_cash_in', 'amountPaise', -1),
  ('PrizeCredited', 'player_money', 'amountPaise', 1),
  ('PrizeCredited', 'prize_pool', 'amountPaise', -1),
  ('AdjustmentCredited', 'player_money', 'amountPaise', 1),
  ('AdjustmentCredited', 'house_adjustments', 'amountPaise', -1),
  ('ReferralCredited', 'player_referral', 'amountPaise', 1),
  ('ReferralCredited', 'referral_promotions', 'amountPaise', -1),
  ('TicketPurchased', 'player_money', 'fromMoneyPaise', -1),
  ('TicketPurchased', 'player_referral', 'fromReferralPaise', -1),
  ('TicketPurchased', 'house_revenue', 'pricePaise', 1),
  ('FundsHeld', 'player_money', 'amountPaise', -1),
  ('FundsHeld', 'player_held', 'amountPaise', 1),
  ('HoldReleased', 'player_held', 'amountPaise', -1),
  ('HoldReleased', 'player_money', 'amountPaise', 1),
  ('HoldCaptured', 'player_held', 'amountPaise', -1),
  ('HoldCaptured', 'operator_cash_out', 'amountPaise', 1);

CREATE FUNCTION wallet_event_known(p_type text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT p_type = ANY (ARRAY['WalletOpened', 'DepositCredited', 'PrizeCredited', 'AdjustmentCredited', 'ReferralCredited', 'TicketPurchased', 'FundsHeld', 'HoldReleased', 'HoldCaptured'])
$fn$;

-- The postings of one event: what each append's inline projections use.
CREATE FUNCTION wallet_event_postings(p_type text, p_data jsonb)
RETURNS TABLE (account text, amount bigint)
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT r.account, r.sign * (p_data->>r.field)::bigint
  FROM wallet_posting_rules r
  WHERE r.type = p_type AND (p_data->>r.field)::bigint <> 0
$fn$;

-- Set-based applies check this first, as the per-event functions do for each event.
CREATE FUNCTION wallet_events_check_known(p_after bigint, p_upto bigint) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  bad text;
BEGIN
  SELECT type INTO bad FROM events
  WHERE global_position > p_after AND global_position <= p_upto
    AND stream_id LIKE 'wallet-%' AND NOT wallet_event_known(type) LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'unknown wallet event type %', bad;
  END IF;
END
$fn$;
`;

/**
 * `wallet_balances`: one row per wallet (money, referral, held in paise, and the stream
 * version they reflect). `wallet_balances_apply(e)` per appended event,
 * `wallet_balances_apply_range(after, upto)` set-based over stored positions, and
 * `wallet_balances_rebuild()` the whole log. updated_at is the event's own time, so a
 * rebuild gives back identical rows.
 */
const WALLET_BALANCES = `
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
  SELECT coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_money'), 0) AS money,
    coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_referral'), 0) AS referral,
    coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_held'), 0) AS held INTO d_money, d_referral, d_held
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
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_money'), 0) AS money,
    coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_referral'), 0) AS referral,
    coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_held'), 0) AS held
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

/**
 * `ledger_postings`: the postings of every wallet event (each event's sum to zero).
 * `ledger_postings_apply(e)`, `ledger_postings_apply_range(after, upto)`,
 * `ledger_postings_rebuild()` as for the balances.
 */
const LEDGER_POSTINGS = `
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
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, p.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(p.account, 7) = 'player_' THEN substr(e.stream_id, 8) END, p.amount, e.created_at
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
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
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
