import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Set-based inline projections in the batch append. Each inline projection now declares
 * the event types it handles (`event_types`, NULL for every type of its streams) and may
 * have a set-based `apply_batch_function`: fn(p_events events[]) applying a set of new
 * events, in log order, at once. fd_append_batch builds each chunk's new events whole and
 * hands each projection exactly those (never a position range: concurrent appends of other
 * transactions take positions in between, and their own appends project them), once per
 * chunk, instead of calling apply_function row by row. fd_append_events skips projections
 * whose types exclude the event; fd_rebuild_inline_projection refills through the
 * set-based function in chunks of the log.
 *
 * The wallet projections get theirs (wallet_balances_apply_events,
 * ledger_postings_apply_events); their range forms now go through them, and the
 * range-based rebuild functions are gone. ledger_postings skips WalletOpened (it posts
 * nothing); wallet_balances takes every type (it refuses unknown ones).
 *
 * Frozen: full function texts, as they stand after this migration (up) and before it (down).
 */
export class InlineProjectionsSetBased1795260000000 implements MigrationInterface {
  name = 'InlineProjectionsSetBased1795260000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE inline_projections ADD COLUMN event_types text[];
      ALTER TABLE inline_projections ADD COLUMN apply_batch_function text;
    `);
    await db.query(APPLY_INLINE_PROJECTIONS);
    await db.query(WALLET_SET_BASED);
    await db.query(`
      UPDATE inline_projections SET apply_batch_function = 'wallet_balances_apply_events', rebuild_function = NULL
        WHERE name = 'wallet_balances';
      UPDATE inline_projections SET apply_batch_function = 'ledger_postings_apply_events', rebuild_function = NULL,
        event_types = '{DepositCredited,PrizeCredited,AdjustmentCredited,ReferralCredited,TicketPurchased,FundsHeld,HoldReleased,HoldCaptured}'
        WHERE name = 'ledger_postings';
      DROP FUNCTION wallet_balances_rebuild();
      DROP FUNCTION ledger_postings_rebuild();
      DROP FUNCTION wallet_events_check_known(bigint, bigint);
    `);
    await db.query(BATCH_FUNCTION);
    await db.query(APPEND_FUNCTION);
    await db.query(REBUILD_FUNCTION);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(PREVIOUS_BATCH_FUNCTION);
    await db.query(PREVIOUS_APPEND_FUNCTION);
    await db.query(PREVIOUS_REBUILD_FUNCTION);
    await db.query(PREVIOUS_WALLET_RANGES);
    await db.query(`
      UPDATE inline_projections SET rebuild_function = name || '_rebuild' WHERE name IN ('wallet_balances', 'ledger_postings');
      DROP FUNCTION ledger_postings_apply_events(events[]);
      DROP FUNCTION wallet_balances_apply_events(events[]);
      DROP FUNCTION fd_apply_inline_projections(events[]);
      DROP FUNCTION fd_inline_projection_events(inline_projections, events[]);
      ALTER TABLE inline_projections DROP COLUMN apply_batch_function;
      ALTER TABLE inline_projections DROP COLUMN event_types;
    `);
  }
}

const APPLY_INLINE_PROJECTIONS = `
-- The events of one batch that a projection takes: of its streams and types, in log order.
CREATE FUNCTION fd_inline_projection_events(p inline_projections, p_events events[])
RETURNS events[] LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT ARRAY(SELECT e FROM unnest(p_events) e
               WHERE starts_with(e.stream_id, p.stream_prefix) AND (p.event_types IS NULL OR e.type = ANY (p.event_types))
               ORDER BY e.global_position)
$fn$;

-- Applies every inline projection to a set of new events: each projection's set-based
-- function once, or (without one) its apply_function event by event.
CREATE FUNCTION fd_apply_inline_projections(p_events events[]) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  p inline_projections;
  v_mine events[];
BEGIN
  FOR p IN SELECT * FROM inline_projections ORDER BY name LOOP
    v_mine := fd_inline_projection_events(p, p_events);
    CONTINUE WHEN cardinality(v_mine) = 0;
    IF p.apply_batch_function IS NOT NULL THEN
      EXECUTE format('SELECT %s($1)', p.apply_batch_function) USING v_mine;
    ELSE
      EXECUTE format('SELECT count(*) FROM (SELECT %s(e) FROM unnest($1) e) s', p.apply_function) USING v_mine;
    END IF;
  END LOOP;
END
$fn$;
`;

const WALLET_SET_BASED = `
-- The wallet projections, set-based over a set of events (a batch append's new events, or
-- a chunk of the log for a rebuild), in log order, several per wallet allowed.
CREATE FUNCTION wallet_balances_apply_events(p_events events[]) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_wallets bigint;
  v_done bigint;
  v_bad text;
BEGIN
  SELECT e.type INTO v_bad FROM unnest(p_events) e WHERE NOT wallet_event_known(e.type) LIMIT 1;
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'wallet_balances: unknown wallet event type %', v_bad;
  END IF;
  -- Per wallet: the sum of its player_* postings, and its last event's version and time.
  WITH w AS (
    SELECT substr(e.stream_id, 8) AS user_id, bool_or(e.type = 'WalletOpened') AS opened,
      (array_agg(e.stream_version ORDER BY e.stream_version DESC))[1] AS version,
      (array_agg(e.created_at ORDER BY e.stream_version DESC))[1] AS created_at,
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_money'), 0) AS money,
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_referral'), 0) AS referral,
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_held'), 0) AS held
    FROM unnest(p_events) e
    LEFT JOIN wallet_posting_rules r ON r.type = e.type AND left(r.account, 7) = 'player_'
    GROUP BY e.stream_id
  ), updated AS (
    UPDATE wallet_balances b SET money = b.money + w.money, referral = b.referral + w.referral,
      held = b.held + w.held, version = w.version, updated_at = w.created_at
    FROM w WHERE NOT w.opened AND b.user_id = w.user_id
    RETURNING 1
  ), inserted AS (
    INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
    SELECT w.user_id, w.money, w.referral, w.held, w.version, w.created_at FROM w WHERE w.opened
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM w), (SELECT count(*) FROM updated) + (SELECT count(*) FROM inserted)
  INTO v_wallets, v_done;
  IF v_done <> v_wallets THEN
    RAISE EXCEPTION 'wallet_balances: % wallets have events but no WalletOpened', v_wallets - v_done;
  END IF;
  RETURN v_wallets;
END
$fn$;

CREATE FUNCTION ledger_postings_apply_events(p_events events[]) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, r.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(r.account, 7) = 'player_' THEN substr(e.stream_id, 8) END,
         r.sign * (e.data->>r.field)::bigint, e.created_at
  FROM unnest(p_events) e JOIN wallet_posting_rules r ON r.type = e.type
  WHERE (e.data->>r.field)::bigint <> 0;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$fn$;

-- The range forms (stored events at positions p_after < x <= p_upto) now go through the
-- same set-based functions. Only for a finished log: a range can hold events of other
-- transactions that their own appends projected already.
CREATE OR REPLACE FUNCTION wallet_balances_apply_range(p_after bigint, p_upto bigint) RETURNS bigint
LANGUAGE sql AS $fn$
  SELECT wallet_balances_apply_events(ARRAY(
    SELECT e FROM events e
    WHERE e.global_position > p_after AND e.global_position <= p_upto AND starts_with(e.stream_id, 'wallet-')
    ORDER BY e.global_position))
$fn$;

CREATE OR REPLACE FUNCTION ledger_postings_apply_range(p_after bigint, p_upto bigint) RETURNS bigint
LANGUAGE sql AS $fn$
  SELECT ledger_postings_apply_events(ARRAY(
    SELECT e FROM events e
    WHERE e.global_position > p_after AND e.global_position <= p_upto AND starts_with(e.stream_id, 'wallet-')
    ORDER BY e.global_position))
$fn$;
`;

/**
 * fd_append_batch: as before (p_items [{"s", "v", "e"}], an outcome per item), but one
 * statement judges the items and builds the new events whole, which are then inserted,
 * moved to the heads and given to the projections. Rows come back appended first, then
 * the others; `item` says which input each one answers.
 */
const BATCH_FUNCTION = `
CREATE OR REPLACE FUNCTION fd_append_batch(p_items jsonb)
RETURNS TABLE (item int, outcome text, actual_version int, global_position bigint, tx_id text, event_id uuid,
               stream_version int, type text, data jsonb, metadata jsonb, hash text, created_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_streams text[];
  v_ids uuid[];
  v_created text[];
  v_items int[];
  v_new events[];
  v_rest jsonb;
BEGIN
  SELECT array_agg(x->>'s' ORDER BY x->>'s'), array_agg((x->'e'->>'id')::uuid)
    INTO v_streams, v_ids FROM jsonb_array_elements(p_items) x;
  IF v_streams IS NULL OR cardinality(v_streams) <> (SELECT count(DISTINCT s) FROM unnest(v_streams) s)
     OR cardinality(v_ids) <> (SELECT count(DISTINCT i) FROM unnest(v_ids) i) THEN
    RAISE EXCEPTION 'fd_append_batch needs a non-empty array of items with distinct streams and ids'
      USING ERRCODE = '22023';
  END IF;

  -- Stream heads: created for new streams, then locked in one order (no deadlocks between
  -- batches). The join probes the index once per stream, where = ANY of a long array
  -- would be planned as a scan of every stream.
  WITH created AS (
    INSERT INTO streams (stream_id, version, last_hash)
    SELECT x->>'s', 0, '' FROM jsonb_array_elements(p_items) x WHERE (x->>'v')::int = 0
    ORDER BY 1 ON CONFLICT DO NOTHING
    RETURNING streams.stream_id
  )
  SELECT array_agg(c.stream_id) INTO v_created FROM created c;
  PERFORM 1 FROM unnest(v_streams) x(sid) JOIN streams s ON s.stream_id = x.sid ORDER BY s.stream_id FOR UPDATE OF s;

  -- One pass judges every item against its locked head and the stored ids, and builds the
  -- new events whole: positions drawn in item order, versions and hashes chained from
  -- the heads. The other items' outcomes are kept aside (rare: retries and conflicts).
  WITH items AS (
    SELECT o::int AS item, x->>'s' AS sid, (x->>'v')::int AS expected, (x->'e'->>'id')::uuid AS id,
           x->'e'->>'type' AS etype, x->'e'->'data' AS edata, x->'e'->'metadata' AS emeta
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t(x, o)
  ), judged AS (
    SELECT i.*, coalesce(h.version, 0) AS actual, coalesce(h.last_hash, '') AS last_hash,
           CASE WHEN k.event_id IS NOT NULL AND k.stream_id = i.sid THEN 'duplicate'
                WHEN k.event_id IS NOT NULL THEN 'id_conflict'
                WHEN coalesce(h.version, 0) <> i.expected THEN 'version_conflict'
                ELSE 'appended' END AS verdict
    FROM items i
    LEFT JOIN streams h ON h.stream_id = i.sid
    LEFT JOIN events k ON k.event_id = i.id
    ORDER BY i.item
  )
  SELECT array_agg(j.item) FILTER (WHERE j.verdict = 'appended'),
         array_agg(ROW(nextval(pg_get_serial_sequence('events', 'global_position')), pg_current_xact_id(), j.id, j.sid,
                       j.actual + 1, j.etype, j.edata, j.emeta,
                       fd_chain_hash(j.last_hash, fd_event_canonical(j.id, j.sid, j.actual + 1, j.etype, j.edata, j.emeta)),
                       now())::events) FILTER (WHERE j.verdict = 'appended'),
         jsonb_agg(jsonb_build_object('item', j.item, 'verdict', j.verdict, 'actual', j.actual, 'id', j.id))
           FILTER (WHERE j.verdict <> 'appended')
    INTO v_items, v_new, v_rest
    FROM judged j;

  IF v_new IS NOT NULL THEN
    INSERT INTO events AS e (global_position, tx_id, event_id, stream_id, stream_version, type, data, metadata, hash, created_at)
    SELECT n.global_position, n.tx_id, n.event_id, n.stream_id, n.stream_version, n.type, n.data, n.metadata, n.hash, n.created_at
    FROM unnest(v_new) n;
    UPDATE streams s SET version = n.stream_version, last_hash = n.hash
    FROM unnest(v_new) n WHERE s.stream_id = n.stream_id;
    -- Exactly this statement's events, whole, so no projection reads the log for them (a
    -- position range would also take other transactions' events committed in between).
    PERFORM fd_apply_inline_projections(v_new);
  END IF;

  -- Heads created above for items that did not append.
  IF v_created IS NOT NULL THEN
    DELETE FROM streams s WHERE s.stream_id = ANY (v_created) AND s.version = 0;
  END IF;

  RETURN QUERY
  SELECT x.item, 'appended'::text, n.stream_version, n.global_position, n.tx_id::text, n.event_id, n.stream_version,
         n.type, NULL::jsonb, NULL::jsonb, n.hash, n.created_at
  FROM unnest(v_items) WITH ORDINALITY AS x(item, o)
  JOIN unnest(v_new) WITH ORDINALITY AS n ON n.ordinality = x.o;
  IF v_rest IS NOT NULL THEN
    -- The originals of duplicates come back whole.
    RETURN QUERY
    SELECT r.item, r.verdict, r.actual, d.global_position, d.tx_id::text, r.id, d.stream_version,
           coalesce(d.type, p_items->(r.item - 1)->'e'->>'type'), d.data, d.metadata, d.hash, d.created_at
    FROM jsonb_to_recordset(v_rest) AS r(item int, verdict text, actual int, id uuid)
    LEFT JOIN LATERAL (SELECT * FROM events k WHERE r.verdict = 'duplicate' AND k.event_id = r.id) d ON true;
  END IF;

  IF v_new IS NOT NULL AND coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
    PERFORM pg_notify('fd_events', 'batch');
  END IF;
END
$$;
`;

const APPEND_FUNCTION = `
-- Single appends: as before, apply_function per new event, now only for the projections
-- whose event types include the event's.
CREATE OR REPLACE FUNCTION fd_append_events(p_stream text, p_expected bigint, p_events jsonb)
RETURNS TABLE (global_position bigint, tx_id text, event_id uuid, stream_version int, type text, data jsonb,
               metadata jsonb, hash text, created_at timestamptz, next_version int, duplicate boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_count int;
  v_found int;
  v_elsewhere int;
  v_version int;
  v_hash text;
  v_item jsonb;
  v_id uuid;
  v_row events;
  v_rows events[] := '{}';
  v_projections inline_projections[];
  v_p inline_projections;
BEGIN
  IF jsonb_typeof(p_events) IS DISTINCT FROM 'array' OR jsonb_array_length(p_events) = 0 THEN
    RAISE EXCEPTION 'fd_append_events needs a non-empty array of events' USING ERRCODE = '22023';
  END IF;
  v_count := jsonb_array_length(p_events);

  -- Lock the stream head: appends to one stream queue here, other streams run in parallel.
  IF p_expected = 0 THEN
    INSERT INTO streams AS s (stream_id, version, last_hash) VALUES (p_stream, 0, '')
    ON CONFLICT DO NOTHING
    RETURNING s.version, s.last_hash INTO v_version, v_hash;
  END IF;
  IF v_version IS NULL THEN
    SELECT s.version, s.last_hash INTO v_version, v_hash FROM streams s WHERE s.stream_id = p_stream FOR UPDATE;
  END IF;
  v_version := coalesce(v_version, 0);
  v_hash := coalesce(v_hash, '');

  -- Idempotency comes before the version check: a retry carries its old expected version.
  -- (= ANY of an array, not IN (subquery): the planner then always probes the unique index.)
  SELECT count(*), count(*) FILTER (WHERE e.stream_id <> p_stream) INTO v_found, v_elsewhere
    FROM events e WHERE e.event_id = ANY (ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x));
  IF v_found > 0 THEN
    IF v_found = v_count AND v_elsewhere = 0 THEN
      RETURN QUERY
        SELECT e.global_position, e.tx_id::text, e.event_id, e.stream_version, e.type, e.data, e.metadata,
               e.hash, e.created_at, v_version, true
        FROM events e
        WHERE e.event_id = ANY (ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x))
        ORDER BY e.stream_version;
      RETURN;
    END IF;
    RAISE EXCEPTION 'event ids of this append to % are already stored (% of %, % in other streams)',
      p_stream, v_found, v_count, v_elsewhere USING ERRCODE = 'FD002';
  END IF;

  IF v_version <> p_expected THEN
    RAISE EXCEPTION 'stream % is at version %, expected %', p_stream, v_version, p_expected
      USING ERRCODE = 'FD001', DETAIL = v_version::text;
  END IF;

  SELECT array_agg(p ORDER BY p.name) INTO v_projections
    FROM inline_projections p WHERE starts_with(p_stream, p.stream_prefix);

  FOR v_item IN SELECT x FROM jsonb_array_elements(p_events) x LOOP
    v_version := v_version + 1;
    v_id := (v_item->>'id')::uuid;
    v_hash := fd_chain_hash(v_hash, fd_event_canonical(v_id, p_stream, v_version, v_item->>'type',
                                                       v_item->'data', v_item->'metadata'));
    INSERT INTO events AS e (event_id, stream_id, stream_version, type, data, metadata, hash)
    VALUES (v_id, p_stream, v_version, v_item->>'type', v_item->'data', v_item->'metadata', v_hash)
    RETURNING e.* INTO v_row;
    IF v_projections IS NOT NULL THEN
      v_rows := v_rows || v_row;
    END IF;
    -- The rows are returned when the function ends; data and metadata the caller has.
    global_position := v_row.global_position;
    tx_id := v_row.tx_id::text;
    event_id := v_id;
    stream_version := v_version;
    type := v_row.type;
    data := NULL;
    metadata := NULL;
    hash := v_hash;
    created_at := v_row.created_at;
    next_version := p_expected + v_count;
    duplicate := false;
    RETURN NEXT;
  END LOOP;

  UPDATE streams s SET version = v_version, last_hash = v_hash WHERE s.stream_id = p_stream;

  IF v_projections IS NOT NULL THEN
    FOREACH v_row IN ARRAY v_rows LOOP
      FOREACH v_p IN ARRAY v_projections LOOP
        IF v_p.event_types IS NULL OR v_row.type = ANY (v_p.event_types) THEN
          EXECUTE format('SELECT %s($1)', v_p.apply_function) USING v_row;
        END IF;
      END LOOP;
    END LOOP;
  END IF;

  -- Wakes catch-up subscriptions and live updates in every instance (sent at commit) when
  -- the session asks for it (SET fairdraw.notify = on); PostgresEventStore notifies after commit.
  IF coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
    PERFORM pg_notify('fd_events', p_stream);
  END IF;
END
$$;
`;

const REBUILD_FUNCTION = `
-- Rebuilds one inline projection inside the caller's transaction: truncates its tables
-- and refills them from the events of its streams and types, with rebuild_function when it
-- has one, else its set-based function over the log in chunks, else apply_function event
-- by event. Returns the number of events of its streams.
CREATE OR REPLACE FUNCTION fd_rebuild_inline_projection(p_name text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  p inline_projections;
  v_count bigint := 0;
  v_after bigint := 0;
  v_chunk events[];
BEGIN
  SELECT * INTO p FROM inline_projections ip WHERE ip.name = p_name;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no inline projection named %', p_name USING ERRCODE = 'FD004';
  END IF;
  IF cardinality(p.tables) > 0 THEN
    EXECUTE 'TRUNCATE ' || (SELECT string_agg(t::regclass::text, ', ') FROM unnest(p.tables) t);
  END IF;
  -- The count is of every event of the projection's streams: those of other types are
  -- read and skipped.
  IF p.rebuild_function IS NOT NULL THEN
    EXECUTE format('SELECT %s()', p.rebuild_function);
    SELECT count(*) INTO v_count FROM events e WHERE starts_with(e.stream_id, p.stream_prefix);
  ELSIF p.apply_batch_function IS NOT NULL THEN
    -- A stream's positions grow with its versions, so chunks in position order keep each
    -- stream's events in order.
    LOOP
      v_chunk := ARRAY(SELECT e FROM events e
                       WHERE e.global_position > v_after AND starts_with(e.stream_id, p.stream_prefix)
                       ORDER BY e.global_position LIMIT 20000);
      EXIT WHEN cardinality(v_chunk) = 0;
      v_count := v_count + cardinality(v_chunk);
      v_after := (v_chunk[cardinality(v_chunk)]).global_position;
      v_chunk := fd_inline_projection_events(p, v_chunk);
      IF cardinality(v_chunk) > 0 THEN
        EXECUTE format('SELECT %s($1)', p.apply_batch_function) USING v_chunk;
      END IF;
    END LOOP;
  ELSE
    EXECUTE format('SELECT count(*) FROM (SELECT CASE WHEN $2::text[] IS NULL OR (s.e).type = ANY ($2) THEN %s(s.e) END
                      FROM (SELECT e FROM events e WHERE starts_with(e.stream_id, $1) ORDER BY e.global_position) s) applied',
                   p.apply_function)
      INTO v_count USING p.stream_prefix, p.event_types;
  END IF;
  RETURN v_count;
END
$$;
`;

// down: the functions as migrations 1795251000000, 1795252000000 and 1795259100000 left them.
const PREVIOUS_BATCH_FUNCTION = `
CREATE OR REPLACE FUNCTION fd_append_batch(p_items jsonb)
RETURNS TABLE (item int, outcome text, actual_version int, global_position bigint, tx_id text, event_id uuid,
               stream_version int, type text, data jsonb, metadata jsonb, hash text, created_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_streams text[];
  v_ids uuid[];
  v_appended uuid[];
  v_p record;
BEGIN
  SELECT array_agg(x->>'s' ORDER BY x->>'s'), array_agg((x->'e'->>'id')::uuid)
    INTO v_streams, v_ids FROM jsonb_array_elements(p_items) x;
  IF v_streams IS NULL OR cardinality(v_streams) <> (SELECT count(DISTINCT s) FROM unnest(v_streams) s)
     OR cardinality(v_ids) <> (SELECT count(DISTINCT i) FROM unnest(v_ids) i) THEN
    RAISE EXCEPTION 'fd_append_batch needs a non-empty array of items with distinct streams and ids'
      USING ERRCODE = '22023';
  END IF;

  -- Stream heads: created for new streams, then locked in one order (no deadlocks between batches).
  INSERT INTO streams (stream_id, version, last_hash)
    SELECT x->>'s', 0, '' FROM jsonb_array_elements(p_items) x WHERE (x->>'v')::int = 0
    ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM streams s WHERE s.stream_id = ANY (v_streams) ORDER BY s.stream_id FOR UPDATE;

  RETURN QUERY
  WITH items AS (
    SELECT o::int AS item, x->>'s' AS sid, (x->>'v')::int AS expected, (x->'e'->>'id')::uuid AS id,
           x->'e'->>'type' AS etype, x->'e'->'data' AS edata, x->'e'->'metadata' AS emeta
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t(x, o)
  ), judged AS (
    SELECT i.*, coalesce(h.version, 0) AS actual, coalesce(h.last_hash, '') AS last_hash,
           CASE WHEN k.event_id IS NOT NULL AND k.stream_id = i.sid THEN 'duplicate'
                WHEN k.event_id IS NOT NULL THEN 'id_conflict'
                WHEN coalesce(h.version, 0) <> i.expected THEN 'version_conflict'
                ELSE 'appended' END AS verdict
    FROM items i
    LEFT JOIN streams h ON h.stream_id = i.sid
    LEFT JOIN events k ON k.event_id = i.id
  ), numbered AS (
    -- Positions drawn here, in item order, so the result needs no join back to the insert
    -- (CTE joins are estimated at one row and planned as nested loops).
    SELECT a.*, nextval(pg_get_serial_sequence('events', 'global_position')) AS pos,
           fd_chain_hash(a.last_hash, fd_event_canonical(a.id, a.sid, a.actual + 1, a.etype, a.edata, a.emeta)) AS new_hash
    FROM (SELECT * FROM judged j WHERE j.verdict = 'appended' ORDER BY j.item) a
  ), inserted AS (
    INSERT INTO events AS e (global_position, event_id, stream_id, stream_version, type, data, metadata, hash)
    SELECT n.pos, n.id, n.sid, n.actual + 1, n.etype, n.edata, n.emeta, n.new_hash FROM numbered n
  ), heads AS (
    UPDATE streams s SET version = n.actual + 1, last_hash = n.new_hash
    FROM numbered n WHERE s.stream_id = n.sid
  )
  SELECT n.item, n.verdict, n.actual + 1, n.pos, pg_current_xact_id()::text, n.id, n.actual + 1, n.etype,
         NULL::jsonb, NULL::jsonb, n.new_hash, now()
  FROM numbered n
  UNION ALL
  SELECT j.item, j.verdict, j.actual, d.global_position, d.tx_id::text, j.id, d.stream_version, coalesce(d.type, j.etype),
         d.data, d.metadata, d.hash, d.created_at
  FROM judged j
  LEFT JOIN events d ON j.verdict = 'duplicate' AND d.event_id = j.id
  WHERE j.verdict <> 'appended'
  ORDER BY 1;

  -- Heads created above for items that did not append.
  DELETE FROM streams s WHERE s.stream_id = ANY (v_streams) AND s.version = 0;

  SELECT array_agg(e.event_id) INTO v_appended
    FROM events e WHERE e.event_id = ANY (v_ids) AND e.tx_id = pg_current_xact_id();
  IF v_appended IS NOT NULL THEN
    -- Each inline projection over its new events in log order, one statement per projection.
    FOR v_p IN SELECT p.apply_function, p.stream_prefix FROM inline_projections p ORDER BY p.name LOOP
      EXECUTE format('SELECT count(*) FROM (SELECT %s(s.e) FROM (SELECT e FROM events e
                        WHERE e.event_id = ANY ($1) AND starts_with(e.stream_id, $2)
                        ORDER BY e.global_position) s) applied', v_p.apply_function)
        USING v_appended, v_p.stream_prefix;
    END LOOP;
    IF coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
      PERFORM pg_notify('fd_events', 'batch');
    END IF;
  END IF;
END
$$;
`;

const PREVIOUS_APPEND_FUNCTION = `
CREATE OR REPLACE FUNCTION fd_append_events(p_stream text, p_expected bigint, p_events jsonb)
RETURNS TABLE (global_position bigint, tx_id text, event_id uuid, stream_version int, type text, data jsonb,
               metadata jsonb, hash text, created_at timestamptz, next_version int, duplicate boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_count int;
  v_found int;
  v_elsewhere int;
  v_version int;
  v_hash text;
  v_item jsonb;
  v_id uuid;
  v_row events;
  v_rows events[] := '{}';
  v_fns text[];
  v_fn text;
BEGIN
  IF jsonb_typeof(p_events) IS DISTINCT FROM 'array' OR jsonb_array_length(p_events) = 0 THEN
    RAISE EXCEPTION 'fd_append_events needs a non-empty array of events' USING ERRCODE = '22023';
  END IF;
  v_count := jsonb_array_length(p_events);

  -- Lock the stream head: appends to one stream queue here, other streams run in parallel.
  IF p_expected = 0 THEN
    INSERT INTO streams AS s (stream_id, version, last_hash) VALUES (p_stream, 0, '')
    ON CONFLICT DO NOTHING
    RETURNING s.version, s.last_hash INTO v_version, v_hash;
  END IF;
  IF v_version IS NULL THEN
    SELECT s.version, s.last_hash INTO v_version, v_hash FROM streams s WHERE s.stream_id = p_stream FOR UPDATE;
  END IF;
  v_version := coalesce(v_version, 0);
  v_hash := coalesce(v_hash, '');

  -- Idempotency comes before the version check: a retry carries its old expected version.
  -- (= ANY of an array, not IN (subquery): the planner then always probes the unique index.)
  SELECT count(*), count(*) FILTER (WHERE e.stream_id <> p_stream) INTO v_found, v_elsewhere
    FROM events e WHERE e.event_id = ANY (ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x));
  IF v_found > 0 THEN
    IF v_found = v_count AND v_elsewhere = 0 THEN
      RETURN QUERY
        SELECT e.global_position, e.tx_id::text, e.event_id, e.stream_version, e.type, e.data, e.metadata,
               e.hash, e.created_at, v_version, true
        FROM events e
        WHERE e.event_id = ANY (ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x))
        ORDER BY e.stream_version;
      RETURN;
    END IF;
    RAISE EXCEPTION 'event ids of this append to % are already stored (% of %, % in other streams)',
      p_stream, v_found, v_count, v_elsewhere USING ERRCODE = 'FD002';
  END IF;

  IF v_version <> p_expected THEN
    RAISE EXCEPTION 'stream % is at version %, expected %', p_stream, v_version, p_expected
      USING ERRCODE = 'FD001', DETAIL = v_version::text;
  END IF;

  SELECT array_agg(p.apply_function ORDER BY p.name) INTO v_fns
    FROM inline_projections p WHERE starts_with(p_stream, p.stream_prefix);

  FOR v_item IN SELECT x FROM jsonb_array_elements(p_events) x LOOP
    v_version := v_version + 1;
    v_id := (v_item->>'id')::uuid;
    v_hash := fd_chain_hash(v_hash, fd_event_canonical(v_id, p_stream, v_version, v_item->>'type',
                                                       v_item->'data', v_item->'metadata'));
    INSERT INTO events AS e (event_id, stream_id, stream_version, type, data, metadata, hash)
    VALUES (v_id, p_stream, v_version, v_item->>'type', v_item->'data', v_item->'metadata', v_hash)
    RETURNING e.* INTO v_row;
    IF v_fns IS NOT NULL THEN
      v_rows := v_rows || v_row;
    END IF;
    -- The rows are returned when the function ends; data and metadata the caller has.
    global_position := v_row.global_position;
    tx_id := v_row.tx_id::text;
    event_id := v_id;
    stream_version := v_version;
    type := v_row.type;
    data := NULL;
    metadata := NULL;
    hash := v_hash;
    created_at := v_row.created_at;
    next_version := p_expected + v_count;
    duplicate := false;
    RETURN NEXT;
  END LOOP;

  UPDATE streams s SET version = v_version, last_hash = v_hash WHERE s.stream_id = p_stream;

  IF v_fns IS NOT NULL THEN
    FOREACH v_row IN ARRAY v_rows LOOP
      FOREACH v_fn IN ARRAY v_fns LOOP
        EXECUTE format('SELECT %s($1)', v_fn) USING v_row;
      END LOOP;
    END LOOP;
  END IF;

  -- Wakes catch-up subscriptions and live updates in every instance (sent at commit).
  -- SET fairdraw.notify = off turns it off where only polling readers exist.
  IF coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
    PERFORM pg_notify('fd_events', p_stream);
  END IF;
END
$$;
`;

const PREVIOUS_REBUILD_FUNCTION = `
CREATE OR REPLACE FUNCTION fd_rebuild_inline_projection(p_name text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  p inline_projections;
  v_count bigint;
BEGIN
  SELECT * INTO p FROM inline_projections ip WHERE ip.name = p_name;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no inline projection named %', p_name USING ERRCODE = 'FD004';
  END IF;
  IF cardinality(p.tables) > 0 THEN
    EXECUTE 'TRUNCATE ' || (SELECT string_agg(t::regclass::text, ', ') FROM unnest(p.tables) t);
  END IF;
  IF p.rebuild_function IS NOT NULL THEN
    EXECUTE format('SELECT %s()', p.rebuild_function);
    SELECT count(*) INTO v_count FROM events e WHERE starts_with(e.stream_id, p.stream_prefix);
  ELSE
    EXECUTE format('SELECT count(*) FROM (SELECT %s(s.e) FROM (SELECT e FROM events e
                      WHERE starts_with(e.stream_id, $1) ORDER BY e.global_position) s) applied', p.apply_function)
      INTO v_count USING p.stream_prefix;
  END IF;
  RETURN v_count;
END
$$;
`;

const PREVIOUS_WALLET_RANGES = `
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

CREATE OR REPLACE FUNCTION wallet_balances_apply_range(p_after bigint, p_upto bigint) RETURNS bigint
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

CREATE OR REPLACE FUNCTION ledger_postings_apply_range(p_after bigint, p_upto bigint) RETURNS bigint
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
