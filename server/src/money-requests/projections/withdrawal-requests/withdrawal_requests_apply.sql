CREATE OR REPLACE FUNCTION public.withdrawal_requests_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
