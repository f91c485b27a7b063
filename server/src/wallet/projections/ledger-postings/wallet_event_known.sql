-- Generated from server/src/wallet/wallet-postings.ts by `npm run sql:generate`: edit that table, not this file.
CREATE OR REPLACE FUNCTION public.wallet_event_known(p_type text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT p_type = ANY (ARRAY['WalletOpened', 'DepositCredited', 'PrizeCredited', 'AdjustmentCredited', 'ReferralCredited', 'TicketPurchased', 'FundsHeld', 'HoldReleased', 'HoldCaptured', 'DepositLimitsSet', 'DepositLimitPromptDeclined', 'DepositLimitsReviewed', 'RealityCheckSet', 'PlayPaused'])
$function$;
