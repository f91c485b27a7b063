/**
 * The rule book of wallet money movements, as data: the postings (account, amount in
 * paise) each wallet event makes. The database holds the same rows in
 * `wallet_posting_rules` (written by `projections/ledger-postings/wallet_posting_rules.sql`,
 * generated from this table by `npm run sql:generate`), which both inline projections join:
 * ledger_postings stores the postings, wallet_balances adds up the player_* accounts, so
 * balances and ledger cannot disagree; and `evolve` (wallet.ts) changes a wallet's balances
 * by the same player_* postings (balanceChange below). Unit tests check these rules
 * balance; an int test (projections/ledger-postings/wallet-posting-rules.int.spec.ts)
 * checks the migrated table holds exactly them.
 *
 * a = amountPaise:
 * - WalletOpened: nothing
 * - DepositCredited: player_money +a, operator_cash_in -a
 * - PrizeCredited: player_money +a, prize_pool -a
 * - AdjustmentCredited: player_money +a, house_adjustments -a
 * - ReferralCredited: player_referral +a, referral_promotions -a
 * - TicketPurchased: player_money -fromMoneyPaise, player_referral -fromReferralPaise, house_revenue +pricePaise
 * - FundsHeld: player_money -a, player_held +a
 * - HoldReleased: player_held -a, player_money +a
 * - HoldCaptured: player_held -a, operator_cash_out +a
 * - DepositLimitsSet, DepositLimitPromptDeclined, DepositLimitsReviewed, RealityCheckSet,
 *   PlayPaused (responsible play, migration 1795274000000): nothing
 * An event type outside this list fails the append of a wallet stream
 * (`projections/ledger-postings/wallet_event_known.sql`, generated from this list too): add
 * the type here, then run `npm run sql:generate`.
 */
export const WALLET_POSTING_EVENT_TYPES = [
  'WalletOpened',
  'DepositCredited',
  'PrizeCredited',
  'AdjustmentCredited',
  'ReferralCredited',
  'TicketPurchased',
  'FundsHeld',
  'HoldReleased',
  'HoldCaptured',
  'DepositLimitsSet',
  'DepositLimitPromptDeclined',
  'DepositLimitsReviewed',
  'RealityCheckSet',
  'PlayPaused',
] as const;

/** [event type, account, data field holding the amount, sign]. */
export const WALLET_POSTING_RULES: ReadonlyArray<readonly [string, string, string, 1 | -1]> = [
  ['DepositCredited', 'player_money', 'amountPaise', 1],
  ['DepositCredited', 'operator_cash_in', 'amountPaise', -1],
  ['PrizeCredited', 'player_money', 'amountPaise', 1],
  ['PrizeCredited', 'prize_pool', 'amountPaise', -1],
  ['AdjustmentCredited', 'player_money', 'amountPaise', 1],
  ['AdjustmentCredited', 'house_adjustments', 'amountPaise', -1],
  ['ReferralCredited', 'player_referral', 'amountPaise', 1],
  ['ReferralCredited', 'referral_promotions', 'amountPaise', -1],
  ['TicketPurchased', 'player_money', 'fromMoneyPaise', -1],
  ['TicketPurchased', 'player_referral', 'fromReferralPaise', -1],
  ['TicketPurchased', 'house_revenue', 'pricePaise', 1],
  ['FundsHeld', 'player_money', 'amountPaise', -1],
  ['FundsHeld', 'player_held', 'amountPaise', 1],
  ['HoldReleased', 'player_held', 'amountPaise', -1],
  ['HoldReleased', 'player_money', 'amountPaise', 1],
  ['HoldCaptured', 'player_held', 'amountPaise', -1],
  ['HoldCaptured', 'operator_cash_out', 'amountPaise', 1],
];

/** The event types that move money: those with postings (the audit expects postings of each such event). */
export const MONEY_MOVING_EVENT_TYPES: ReadonlySet<string> = new Set(WALLET_POSTING_RULES.map(([type]) => type));

/** What an event does to a wallet's three balances, in paise. */
export interface BalanceChange {
  moneyPaise: number;
  referralPaise: number;
  heldPaise: number;
}

const PLAYER_BALANCES: Readonly<Record<string, keyof BalanceChange>> = {
  player_money: 'moneyPaise',
  player_referral: 'referralPaise',
  player_held: 'heldPaise',
};

/** Per event type, the rules that touch a player's balance: folded once, read per event. */
const BALANCE_RULES: ReadonlyMap<string, ReadonlyArray<readonly [keyof BalanceChange, string, 1 | -1]>> = WALLET_POSTING_RULES.reduce((rules, [type, account, field, sign]) => {
  const balance = PLAYER_BALANCES[account];
  if (balance) rules.set(type, [...(rules.get(type) ?? []), [balance, field, sign] as const]);
  return rules;
}, new Map<string, Array<readonly [keyof BalanceChange, string, 1 | -1]>>());

/** The sum of an event's player_* postings: the change `evolve` makes to the balances. */
export function balanceChange(event: { type: string; data: object }): BalanceChange {
  const change: BalanceChange = { moneyPaise: 0, referralPaise: 0, heldPaise: 0 };
  const data = event.data as Record<string, number>;
  for (const [balance, field, sign] of BALANCE_RULES.get(event.type) ?? []) change[balance] += sign * data[field]!;
  return change;
}
