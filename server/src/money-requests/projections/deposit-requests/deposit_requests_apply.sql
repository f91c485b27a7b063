CREATE OR REPLACE FUNCTION public.deposit_requests_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
