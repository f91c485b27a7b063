CREATE OR REPLACE FUNCTION public.tickets_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO tickets SELECT t.* FROM events e, LATERAL tickets_row(e) t
  WHERE starts_with(e.stream_id, 'wallet-') AND e.type = 'TicketPurchased';
$function$;
