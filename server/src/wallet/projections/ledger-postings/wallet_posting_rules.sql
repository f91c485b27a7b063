-- Generated from server/src/wallet/wallet-postings.ts by `npm run sql:generate`: edit that table, not this file.
WITH wanted(type, account, field, sign) AS (VALUES
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
  ('HoldCaptured', 'operator_cash_out', 'amountPaise', 1)
), gone AS (
  DELETE FROM wallet_posting_rules r
  WHERE NOT EXISTS (SELECT 1 FROM wanted w WHERE w.type = r.type AND w.account = r.account)
)
INSERT INTO wallet_posting_rules (type, account, field, sign)
SELECT type, account, field, sign FROM wanted
ON CONFLICT (type, account) DO UPDATE SET field = EXCLUDED.field, sign = EXCLUDED.sign
WHERE (wallet_posting_rules.field, wallet_posting_rules.sign) IS DISTINCT FROM (EXCLUDED.field, EXCLUDED.sign);
