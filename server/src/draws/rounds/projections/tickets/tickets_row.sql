CREATE OR REPLACE FUNCTION public.tickets_row(e events)
 RETURNS tickets
 LANGUAGE sql
 STABLE
AS $function$
  SELECT e.data->>'ticketId', e.data->>'roundId', e.data->>'period', substr(e.stream_id, 8),
    (e.data->'numbers'->>0)::smallint, (e.data->'numbers'->>1)::smallint, (e.data->'numbers'->>2)::smallint,
    (e.data->'numbers'->>3)::smallint, (e.data->'numbers'->>4)::smallint, (e.data->>'letter')::char(1),
    (e.data->>'pricePaise')::bigint, (e.data->>'fromReferralPaise')::bigint, (e.data->>'fromMoneyPaise')::bigint,
    (e.metadata->>'occurredAt')::timestamptz, e.global_position
$function$;
