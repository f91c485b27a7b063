import { PERIOD_IDS, type PeriodId } from '../draws/draw-periods.js';
import { rupeesFromPaise } from '../shared/money/money.js';
import type { PaymentDetails, SettingsSnapshot } from './queries/get-settings/get-settings.query.js';
import type { PaymentDetailsChange } from './settings.commands.js';
import type { SetPaymentDetailsRequest } from './commands/set-payment-details/set-payment-details.request.dto.js';

/**
 * The settings as the API speaks them: rupees, and the snake_case field names the
 * specification uses for bank details (account_holder_name, ifsc_code...).
 */
export interface PaymentDetailsAnswer {
  bank: { account_holder_name: string; account_number: string; bank_name: string; ifsc_code: string; type_of_account: string } | null;
  upi_id: string | null;
  crypto: { TRC20: string | null; SOLANA: string | null };
}

export function paymentDetailsAnswer({ bank, upiId, crypto }: PaymentDetails): PaymentDetailsAnswer {
  return {
    bank: bank && {
      account_holder_name: bank.accountHolderName,
      account_number: bank.accountNumber,
      bank_name: bank.bankName,
      ifsc_code: bank.ifscCode,
      type_of_account: bank.typeOfAccount,
    },
    upi_id: upiId,
    crypto: { TRC20: crypto.TRC20, SOLANA: crypto.SOLANA },
  };
}

export function ticketAmounts(settings: SettingsSnapshot): Record<PeriodId, number> {
  return Object.fromEntries(PERIOD_IDS.map((p) => [p, rupeesFromPaise(settings.ticketPricePaise[p])])) as Record<PeriodId, number>;
}

/** GET /admin/settings: everything the Settings page shows, in one answer. */
export function allSettingsAnswer(settings: SettingsSnapshot) {
  return {
    latest_news: settings.latestNews,
    referral_code_amount: rupeesFromPaise(settings.referralAmountPaise),
    ticket_amounts: ticketAmounts(settings),
    payment_details: paymentDetailsAnswer(settings.paymentDetails),
    result_source: { ...settings.resultSource },
  };
}

/** The request body as the decider's change: a key left out stays undefined (unchanged). */
export function paymentDetailsChange(body: SetPaymentDetailsRequest): PaymentDetailsChange {
  const change: PaymentDetailsChange = {};
  if (body.bank !== undefined) {
    change.bank = body.bank && {
      accountHolderName: body.bank.account_holder_name,
      accountNumber: body.bank.account_number,
      bankName: body.bank.bank_name,
      ifscCode: body.bank.ifsc_code,
      typeOfAccount: body.bank.type_of_account,
    };
  }
  if (body.upi_id !== undefined) change.upiId = body.upi_id;
  if (body.crypto === null) change.crypto = { TRC20: null, SOLANA: null };
  else if (body.crypto !== undefined) change.crypto = { TRC20: body.crypto.TRC20, SOLANA: body.crypto.SOLANA };
  return change;
}
