import { Query } from '@nestjs/cqrs';
import type { PeriodId, ResultSource } from '../../../draws/draw-periods.js';

/** Where players pay deposits: the operator's accounts, as an admin set them. */
export interface PaymentDetails {
  bank: { accountHolderName: string; accountNumber: string; bankName: string; ifscCode: string; typeOfAccount: string } | null;
  upiId: string | null;
  crypto: { TRC20: string | null; SOLANA: string | null };
}

/** Every setting as it stands now. Amounts in integer paise. */
export interface SettingsSnapshot {
  latestNews: string | null;
  referralAmountPaise: number;
  ticketPricePaise: Record<PeriodId, number>;
  paymentDetails: PaymentDetails;
  /** Where each period's results come from, for rounds opened from now on. */
  resultSource: Record<PeriodId, ResultSource>;
}

/** The current settings (the settings feature answers; money requests and draws read them). */
export class GetSettings extends Query<SettingsSnapshot> {}
