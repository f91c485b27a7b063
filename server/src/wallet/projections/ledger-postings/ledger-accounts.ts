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
 *
 * The rounds' settlement (RoundSettled, migration 1795271000000) posts to the house's
 * draw accounts:
 * - prize_expense: the fixed tiers' prizes paid (the house's cost);
 * - pot_seed: the house's money put into the pots (their bases);
 * - pot_jackpot, pot_minipot: the pots' liability, what they carry into the next round.
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
  'prize_expense',
  'pot_seed',
  'pot_jackpot',
  'pot_minipot',
] as const;

export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
