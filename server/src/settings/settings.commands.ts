import type { PeriodId, ResultSource } from '../draws/draw-periods.js';
import type { PaymentDetails } from './queries/get-settings/get-settings.query.js';
import type { CryptoNetwork } from './payment-details/payment-formats.js';

/**
 * A change to the payment details: a part left out stays as it is, null removes it (that
 * method is no longer offered). The bank account is replaced whole.
 */
export interface PaymentDetailsChange {
  bank?: PaymentDetails['bank'];
  upiId?: string | null;
  crypto?: Partial<Record<CryptoNetwork, string | null>>;
}

/** What an admin can ask of the settings (the decider's commands). Amounts in paise. */
export type SettingsCommand =
  | { type: 'SetLatestNews'; data: { url: string } }
  | { type: 'SetReferralAmount'; data: { amountPaise: number } }
  | { type: 'SetTicketPrice'; data: { period: PeriodId; pricePaise: number } }
  | { type: 'SetPaymentDetails'; data: PaymentDetailsChange }
  | { type: 'SetResultSource'; data: { period: PeriodId; source: ResultSource } };
