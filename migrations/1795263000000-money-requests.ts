import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money-request read models (DESIGN.md section 4): `deposit_requests` and
 * `withdrawal_requests`, one row per request stream (`deposit-request-<id>`,
 * `withdrawal-request-<id>`), inline projections updated in the append's own transaction,
 * so the next read of a list sees the change. Times are the events' own (metadata
 * occurredAt, from the server's clock), so a rebuild gives back identical rows. Amounts in
 * paise.
 *
 * Frozen: this file carries its own SQL. A change is a new migration.
 */
export class MoneyRequests1795263000000 implements MigrationInterface {
  name = 'MoneyRequests1795263000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(DEPOSIT_REQUESTS);
    await db.query(WITHDRAWAL_REQUESTS);
    await db.query(`
      INSERT INTO inline_projections (name, stream_prefix, event_types, apply_function, apply_batch_function, tables) VALUES
        ('deposit_requests', 'deposit-request-', NULL, 'deposit_requests_apply', NULL, '{deposit_requests}'),
        ('withdrawal_requests', 'withdrawal-request-', NULL, 'withdrawal_requests_apply', NULL, '{withdrawal_requests}')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM inline_projections WHERE name IN ('deposit_requests', 'withdrawal_requests')`);
    await db.query(`
      DROP FUNCTION IF EXISTS withdrawal_requests_apply(events);
      DROP TABLE IF EXISTS withdrawal_requests;
      DROP FUNCTION IF EXISTS deposit_requests_apply(events);
      DROP TABLE IF EXISTS deposit_requests;
    `);
  }
}

const DEPOSIT_REQUESTS = `
CREATE TABLE deposit_requests (
  request_id          uuid PRIMARY KEY,
  user_id             uuid NOT NULL,
  option              text NOT NULL,
  amount              bigint NOT NULL,
  status              text NOT NULL,
  reason              text,
  account_holder_name text NOT NULL,
  account_number      text,
  type_of_account     text,
  bank_name           text,
  ifsc_code           text,
  upi_handle          text,
  transaction_id      text,
  network             text,
  image_name          text,
  image_mime          text,
  reference           text NOT NULL,
  -- The stream version: the optimistic version an admin's change names.
  version             integer NOT NULL,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  -- The admin who made the last change.
  updated_by          text
);
CREATE INDEX deposit_requests_by_user ON deposit_requests (user_id, created_at DESC, request_id);
CREATE INDEX deposit_requests_by_time ON deposit_requests (created_at DESC, request_id);
CREATE INDEX deposit_requests_by_option ON deposit_requests (option, created_at DESC, request_id);
CREATE INDEX deposit_requests_by_status ON deposit_requests (status);
CREATE INDEX deposit_requests_by_reference ON deposit_requests (reference);
CREATE INDEX deposit_requests_by_image ON deposit_requests (image_name) WHERE image_name IS NOT NULL;

CREATE FUNCTION deposit_requests_apply(e events) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  d jsonb := e.data;
  v_at timestamptz := (e.metadata->>'occurredAt')::timestamptz;
BEGIN
  IF e.type = 'DepositRequested' THEN
    INSERT INTO deposit_requests (request_id, user_id, option, amount, status, reason, account_holder_name, account_number,
      type_of_account, bank_name, ifsc_code, upi_handle, transaction_id, network, image_name, image_mime, reference,
      version, created_at, updated_at, updated_by)
    VALUES ((d->>'requestId')::uuid, (d->>'userId')::uuid, d->>'option', (d->>'amountPaise')::bigint, 'on_hold', NULL,
      d->>'accountHolderName', d->>'accountNumber', d->>'typeOfAccount', d->>'bankName', d->>'ifscCode', d->>'upiHandle',
      d->>'transactionId', d->>'network', d->'image'->>'name', d->'image'->>'mime', d->>'reference',
      e.stream_version, v_at, v_at, NULL);
  ELSIF e.type = 'DepositUpdated' THEN
    UPDATE deposit_requests SET status = d->>'status', amount = (d->>'amountPaise')::bigint, reason = d->>'reason',
      version = e.stream_version, updated_at = v_at, updated_by = d->>'adminId'
    WHERE request_id = substr(e.stream_id, 17)::uuid;
  ELSE
    RAISE EXCEPTION 'deposit_requests: unknown deposit event type %', e.type;
  END IF;
END
$fn$;
`;

const WITHDRAWAL_REQUESTS = `
CREATE TABLE withdrawal_requests (
  request_id          uuid PRIMARY KEY,
  user_id             uuid NOT NULL,
  option              text NOT NULL,
  amount              bigint NOT NULL,
  status              text NOT NULL,
  reason              text,
  account_holder_name text NOT NULL,
  account_number      text,
  type_of_account     text,
  bank_name           text,
  ifsc_code           text,
  upi_handle          text,
  network             text,
  crypto_address      text,
  image_name          text,
  image_mime          text,
  -- The admin's latest proof of payment.
  proof_name          text,
  proof_mime          text,
  version             integer NOT NULL,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  updated_by          text
);
CREATE INDEX withdrawal_requests_by_user ON withdrawal_requests (user_id, created_at DESC, request_id);
CREATE INDEX withdrawal_requests_by_time ON withdrawal_requests (created_at DESC, request_id);
CREATE INDEX withdrawal_requests_by_option ON withdrawal_requests (option, created_at DESC, request_id);
CREATE INDEX withdrawal_requests_by_status ON withdrawal_requests (status);
CREATE INDEX withdrawal_requests_by_image ON withdrawal_requests (image_name) WHERE image_name IS NOT NULL;
CREATE INDEX withdrawal_requests_by_proof ON withdrawal_requests (proof_name) WHERE proof_name IS NOT NULL;

CREATE FUNCTION withdrawal_requests_apply(e events) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  d jsonb := e.data;
  v_at timestamptz := (e.metadata->>'occurredAt')::timestamptz;
BEGIN
  IF e.type = 'WithdrawalRequested' THEN
    INSERT INTO withdrawal_requests (request_id, user_id, option, amount, status, reason, account_holder_name, account_number,
      type_of_account, bank_name, ifsc_code, upi_handle, network, crypto_address, image_name, image_mime, proof_name, proof_mime,
      version, created_at, updated_at, updated_by)
    VALUES ((d->>'requestId')::uuid, (d->>'userId')::uuid, d->>'option', (d->>'amountPaise')::bigint, 'on_hold', NULL,
      d->>'accountHolderName', d->>'accountNumber', d->>'typeOfAccount', d->>'bankName', d->>'ifscCode', d->>'upiHandle',
      d->>'network', d->>'cryptoAddress', d->'image'->>'name', d->'image'->>'mime', NULL, NULL,
      e.stream_version, v_at, v_at, NULL);
  ELSIF e.type = 'WithdrawalUpdated' THEN
    UPDATE withdrawal_requests SET status = d->>'status', amount = (d->>'amountPaise')::bigint, reason = d->>'reason',
      proof_name = coalesce(d->'proof'->>'name', proof_name), proof_mime = coalesce(d->'proof'->>'mime', proof_mime),
      version = e.stream_version, updated_at = v_at, updated_by = d->>'adminId'
    WHERE request_id = substr(e.stream_id, 20)::uuid;
  ELSIF e.type = 'WithdrawalUpdateRefused' THEN
    -- The wallet refused a step: the request is as it was before that change (updated_by stays).
    UPDATE withdrawal_requests SET status = d->>'status', amount = (d->>'amountPaise')::bigint, reason = d->>'reason',
      version = e.stream_version, updated_at = v_at
    WHERE request_id = substr(e.stream_id, 20)::uuid;
  ELSE
    RAISE EXCEPTION 'withdrawal_requests: unknown withdrawal event type %', e.type;
  END IF;
END
$fn$;
`;
