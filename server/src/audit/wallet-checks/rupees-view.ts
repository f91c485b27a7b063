import { rupeesFromPaise } from '../../shared/money/money.js';
import type { Balances } from './wallet-movements.js';

/**
 * Rupees of paise for the console. An altered event can make a fold produce what no paise
 * amount is (text where a number was): shown as null, never an error, so the auditor still
 * gets the answer that names the altered event.
 */
export function rupeesOrNull(paise: number | null): number | null {
  return typeof paise === 'number' && Number.isSafeInteger(paise) ? rupeesFromPaise(paise) : null;
}

/** Money, referral and held in rupees (null where the fold made no amount, see above). */
export function balancesInRupees(b: Balances): Balances {
  return { money: rupeesOrNull(b.money) as number, referral: rupeesOrNull(b.referral) as number, held: rupeesOrNull(b.held) as number };
}
