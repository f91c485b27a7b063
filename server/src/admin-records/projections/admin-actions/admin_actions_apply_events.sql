CREATE OR REPLACE FUNCTION public.admin_actions_apply_events(p_events events[])
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
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
             WHEN e.stream_id = 'settings' AND e.type IN ('LatestNewsChanged', 'ReferralAmountChanged', 'TicketPriceChanged', 'PaymentDetailsChanged', 'ResultSourceChanged')
               THEN 'setting'
             WHEN e.stream_id = 'prize-tables' AND e.type = 'PrizeTableChanged' THEN 'prize_table'
             WHEN starts_with(e.stream_id, 'deposit-request-') AND e.type = 'DepositUpdated' THEN 'deposit_request'
             WHEN starts_with(e.stream_id, 'withdrawal-request-') AND e.type = 'WithdrawalUpdated' THEN 'withdrawal_request'
             WHEN starts_with(e.stream_id, 'round-') AND e.type IN ('ResultEntered', 'ResultPosted') THEN 'result'
             WHEN starts_with(e.stream_id, 'admin-account-') AND e.type = 'AdminCreated' THEN 'admin_created'
           END AS kind,
           CASE e.type
             WHEN 'LatestNewsChanged' THEN 'latest-news'
             WHEN 'ReferralAmountChanged' THEN 'referral-code-amount'
             WHEN 'TicketPriceChanged' THEN 'ticket-amount ' || (e.data->>'period')
             WHEN 'PaymentDetailsChanged' THEN 'payment-details'
             WHEN 'ResultSourceChanged' THEN 'result-source ' || (e.data->>'period')
             WHEN 'PrizeTableChanged' THEN 'prize-table ' || (e.data->>'period') || ' ' || (e.data->>'mode')
             WHEN 'DepositUpdated' THEN substr(e.stream_id, length('deposit-request-') + 1)
             WHEN 'WithdrawalUpdated' THEN substr(e.stream_id, length('withdrawal-request-') + 1)
             WHEN 'ResultPosted' THEN e.data->>'roundId'
             WHEN 'ResultEntered' THEN e.data->>'roundId'
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
$function$;
