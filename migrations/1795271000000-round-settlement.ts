import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settlement (DESIGN.md section 3, issue 11).
 *
 * - `round_settlement_progress`: how many of a round's prizes (in the settlement's order,
 *   by player id) are credited, saved after each chunk so a restart continues. Not a read
 *   model: it only saves work (the prizes' event ids keep every credit single).
 * - `round_ledger_postings`: an inline projection of RoundSettled on the round streams
 *   into `ledger_postings` (user_id NULL), the round's side of the ledger:
 *     prize_pool    +prizesPaise        (the PrizeCredited postings draw it back to zero)
 *     prize_expense -fixedPrizesPaise   (the fixed tiers, the house's cost)
 *     house_revenue -Σ pots' sharePaise (the pots' shares of sales leave the house)
 *     pot_seed      -Σ pots' seedPaise  (the house's money put into the pots)
 *     pot_<name>    +(seed + share - paid) of each pot (the liability: what it carries)
 *   which sums to zero (prizes = fixed + Σ paid). Zero amounts are not posted.
 * - Two projections now write `ledger_postings`: a rebuild of either truncates the table
 *   and refills it with both (fd_rebuild_inline_projection refills every projection that
 *   shares a truncated table; the refill itself moves to fd_refill_inline_projection,
 *   unchanged).
 *
 * Frozen: this file carries its own SQL (and the previous rebuild function for down()).
 */
export class RoundSettlement1795271000000 implements MigrationInterface {
  name = 'RoundSettlement1795271000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(PROGRESS);
    await db.query(ROUND_LEDGER_POSTINGS);
    await db.query(REBUILD);
    await db.query(`
      INSERT INTO inline_projections (name, stream_prefix, event_types, apply_function, apply_batch_function, tables, rebuild_function) VALUES
        ('round_ledger_postings', 'round-', '{RoundSettled}', 'round_ledger_postings_apply', 'round_ledger_postings_apply_events', '{ledger_postings}', NULL);
      -- Rounds settled before this migration (none in practice): their postings now.
      SELECT round_ledger_postings_apply_events(ARRAY(SELECT e FROM events e WHERE starts_with(e.stream_id, 'round-') AND e.type = 'RoundSettled'
                                                      ORDER BY e.stream_id, e.stream_version));`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM inline_projections WHERE name = 'round_ledger_postings';
      DELETE FROM ledger_postings WHERE event_type = 'RoundSettled' AND starts_with(stream_id, 'round-');`);
    await db.query(PREVIOUS_REBUILD_FUNCTION);
    await db.query(`
      DROP FUNCTION fd_refill_inline_projection(inline_projections);
      DROP FUNCTION round_ledger_postings_apply(events);
      DROP FUNCTION round_ledger_postings_apply_events(events[]);
      DROP FUNCTION round_settled_postings(jsonb);
      DROP TABLE round_settlement_progress;`);
  }
}

const PROGRESS = `
CREATE TABLE round_settlement_progress (
  round_id   text PRIMARY KEY,
  -- Prizes credited, in the settlement's order (a prefix of its list).
  credited   integer NOT NULL CHECK (credited >= 0),
  -- How many prizes the round has.
  prizes     integer NOT NULL CHECK (prizes >= 0),
  updated_at timestamptz NOT NULL
);
`;

const ROUND_LEDGER_POSTINGS = `
-- The postings of one RoundSettled (its data): see the migration's comment.
CREATE FUNCTION round_settled_postings(p_data jsonb) RETURNS TABLE (account text, amount bigint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT 'prize_pool', (p_data->>'prizesPaise')::bigint
  UNION ALL SELECT 'prize_expense', -(p_data->>'fixedPrizesPaise')::bigint
  UNION ALL SELECT 'house_revenue', -coalesce((SELECT sum((p->>'sharePaise')::bigint) FROM jsonb_array_elements(p_data->'pots') p), 0)::bigint
  UNION ALL SELECT 'pot_seed', -coalesce((SELECT sum((p->>'seedPaise')::bigint) FROM jsonb_array_elements(p_data->'pots') p), 0)::bigint
  UNION ALL SELECT 'pot_' || (p->>'name'), (p->>'seedPaise')::bigint + (p->>'sharePaise')::bigint - (p->>'paidPaise')::bigint
            FROM jsonb_array_elements(p_data->'pots') p
$fn$;

CREATE FUNCTION round_ledger_postings_apply_events(p_events events[]) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, r.account, e.event_id, e.stream_id, e.type, NULL, r.amount, e.created_at
  FROM unnest(p_events) e, LATERAL round_settled_postings(e.data) r
  WHERE e.type = 'RoundSettled' AND r.amount <> 0;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$fn$;

CREATE FUNCTION round_ledger_postings_apply(e events) RETURNS void LANGUAGE sql AS $fn$
  SELECT round_ledger_postings_apply_events(ARRAY[e]);
$fn$;
`;

const REBUILD = `
-- Refills one inline projection's tables from the events of its streams and types (the
-- caller truncated them): with rebuild_function when it has one, else its set-based
-- function over the log in chunks walking the (stream_id, stream_version) index, else
-- apply_function event by event. Returns the number of events of its streams.
CREATE FUNCTION fd_refill_inline_projection(p inline_projections)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint := 0;
  v_stream text;
  v_version int := 0;
  v_versions int[];
  v_read bigint;
  v_mine bigint;
  v_chunk events[];
BEGIN
  -- The count is of every event of the projection's streams: those of other types are
  -- read and skipped.
  IF p.rebuild_function IS NOT NULL THEN
    EXECUTE format('SELECT %s()', p.rebuild_function);
    SELECT count(*) INTO v_count FROM events e WHERE starts_with(e.stream_id, p.stream_prefix);
  ELSIF p.apply_batch_function IS NOT NULL THEN
    -- Chunks walk the (stream_id, stream_version) index from the prefix on: each stream's
    -- events in version order, a stream split only where a chunk ends, so each stream's
    -- rows are written about once, not once per chunk. Stream ids are "C", so the prefix's
    -- streams come one after another; the first other stream ends the walk.
    v_stream := p.stream_prefix;
    LOOP
      SELECT count(*), count(*) FILTER (WHERE starts_with((c.e).stream_id, p.stream_prefix)),
             max((c.e).stream_id), array_agg((c.e).stream_version),
             array_agg(c.e) FILTER (WHERE starts_with((c.e).stream_id, p.stream_prefix)
                                      AND (p.event_types IS NULL OR (c.e).type = ANY (p.event_types)))
        INTO v_read, v_mine, v_stream, v_versions, v_chunk
        FROM (SELECT e FROM events e WHERE (e.stream_id, e.stream_version) > (v_stream, v_version)
              ORDER BY e.stream_id, e.stream_version LIMIT 20000) c;
      EXIT WHEN v_read = 0;
      -- The walk goes on after the chunk's last row, whatever its type.
      v_version := v_versions[v_read];
      v_count := v_count + v_mine;
      IF v_chunk IS NOT NULL THEN
        EXECUTE format('SELECT %s($1)', p.apply_batch_function) USING v_chunk;
      END IF;
      EXIT WHEN v_mine < v_read;
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

-- Rebuilds one inline projection inside the caller's transaction: truncates its tables and
-- refills them, and with them every other projection that writes one of those tables
-- (ledger_postings holds the wallet events' postings and the rounds' settlement postings),
-- each by fd_refill_inline_projection, in name order. Returns the number of events of the
-- streams of all the projections it refilled.
CREATE OR REPLACE FUNCTION fd_rebuild_inline_projection(p_name text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  p inline_projections;
  q inline_projections;
  v_count bigint := 0;
BEGIN
  SELECT * INTO p FROM inline_projections ip WHERE ip.name = p_name;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no inline projection named %', p_name USING ERRCODE = 'FD004';
  END IF;
  IF cardinality(p.tables) > 0 THEN
    EXECUTE 'TRUNCATE ' || (SELECT string_agg(t::regclass::text, ', ') FROM unnest(p.tables) t);
  END IF;
  FOR q IN SELECT * FROM inline_projections ip
           WHERE ip.name = p.name OR (cardinality(p.tables) > 0 AND ip.tables && p.tables)
           ORDER BY ip.name LOOP
    v_count := v_count + fd_refill_inline_projection(q);
  END LOOP;
  RETURN v_count;
END
$$;
`;

// down: the rebuild function as migration 1795260200000 left it.
const PREVIOUS_REBUILD_FUNCTION = `
-- Rebuilds one inline projection inside the caller's transaction: truncates its tables
-- and refills them from the events of its streams and types, with rebuild_function when it
-- has one, else its set-based function over the log in chunks, else apply_function event
-- by event. Returns the number of events of its streams.
CREATE OR REPLACE FUNCTION fd_rebuild_inline_projection(p_name text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  p inline_projections;
  v_count bigint := 0;
  v_stream text;
  v_version int := 0;
  v_versions int[];
  v_read bigint;
  v_mine bigint;
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
    -- Chunks walk the (stream_id, stream_version) index from the prefix on: each stream's
    -- events in version order, a stream split only where a chunk ends, so each stream's
    -- rows are written about once, not once per chunk. Stream ids are "C", so the prefix's
    -- streams come one after another; the first other stream ends the walk.
    v_stream := p.stream_prefix;
    LOOP
      SELECT count(*), count(*) FILTER (WHERE starts_with((c.e).stream_id, p.stream_prefix)),
             max((c.e).stream_id), array_agg((c.e).stream_version),
             array_agg(c.e) FILTER (WHERE starts_with((c.e).stream_id, p.stream_prefix)
                                      AND (p.event_types IS NULL OR (c.e).type = ANY (p.event_types)))
        INTO v_read, v_mine, v_stream, v_versions, v_chunk
        FROM (SELECT e FROM events e WHERE (e.stream_id, e.stream_version) > (v_stream, v_version)
              ORDER BY e.stream_id, e.stream_version LIMIT 20000) c;
      EXIT WHEN v_read = 0;
      -- The walk goes on after the chunk's last row, whatever its type.
      v_version := v_versions[v_read];
      v_count := v_count + v_mine;
      IF v_chunk IS NOT NULL THEN
        EXECUTE format('SELECT %s($1)', p.apply_batch_function) USING v_chunk;
      END IF;
      EXIT WHEN v_mine < v_read;
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
