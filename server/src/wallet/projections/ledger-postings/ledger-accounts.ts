/**
 * The accounts of the wallet ledger. Player accounts are per user (the posting's
 * user_id); the others are the house's and the operator's single accounts.
 *
 * - player_money, player_referral, player_held: what the player has (a balance each);
 * - operator_cash_in: money paid in by deposits (goes negative as players are credited);
 * - operator_cash_out: money paid out by withdrawals;
 * - house_revenue: ticket sales;
 * - prize_pool: prizes paid (the draw engine funds it from sales);
 * - referral_promotions: referral bonuses granted;
 * - house_adjustments: manual credits by an admin.
 */
export const LEDGER_ACCOUNTS = [
  'player_money',
  'player_referral',
  'player_held',
  'operator_cash_in',
  'operator_cash_out',
  'house_revenue',
  'prize_pool',
  'referral_promotions',
  'house_adjustments',
] as const;

export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
