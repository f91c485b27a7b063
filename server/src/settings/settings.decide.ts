import { isDeepStrictEqual } from 'node:util';
import { isPeriodId, RESULT_SOURCES } from '../draws/draw-periods.js';
import type { PaymentDetailsChange, SettingsCommand } from './settings.commands.js';
import {
  InvalidNewsUrlError,
  InvalidPaymentDetailsError,
  InvalidResultSourceError,
  InvalidSettingAmountError,
  ReferralAmountTooHighError,
  TicketPriceTooHighError,
  TicketPriceTooLowError,
  UnknownPeriodError,
} from './settings.errors.js';
import { isNewsUrl, MAX_REFERRAL_AMOUNT_PAISE, MAX_TICKET_PRICE_PAISE, MIN_TICKET_PRICE_PAISE } from './settings.rules.js';
import type { SettingsEvent, SettingsState } from './settings.js';
import { paymentDetailsProblem } from './payment-details/payment-details.rules.js';
import type { PaymentDetails } from './queries/get-settings/get-settings.query.js';
import { ruleMessageOf } from '../shared/i18n/rule-message.js';

export type { SettingsCommand } from './settings.commands.js';

/**
 * The settings decider: `decide(command, state) -> events`, pure. A value equal to the
 * current one decides nothing, so a repeated change (a retry, a double click) is stored
 * once and shows once in the history.
 */
export function decide(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
  switch (command.type) {
    case 'SetLatestNews': {
      const { url } = command.data;
      if (!isNewsUrl(url)) throw new InvalidNewsUrlError();
      return url === state.latestNews ? [] : [{ type: 'LatestNewsChanged', data: { url } }];
    }
    case 'SetReferralAmount': {
      const { amountPaise } = command.data;
      requireWholePaise(amountPaise);
      if (amountPaise > MAX_REFERRAL_AMOUNT_PAISE) throw new ReferralAmountTooHighError(MAX_REFERRAL_AMOUNT_PAISE);
      return amountPaise === state.referralAmountPaise ? [] : [{ type: 'ReferralAmountChanged', data: { amountPaise } }];
    }
    case 'SetTicketPrice': {
      const { period, pricePaise } = command.data;
      if (!isPeriodId(period)) throw new UnknownPeriodError(period);
      requireWholePaise(pricePaise);
      if (pricePaise < MIN_TICKET_PRICE_PAISE) throw new TicketPriceTooLowError(MIN_TICKET_PRICE_PAISE);
      if (pricePaise > MAX_TICKET_PRICE_PAISE) throw new TicketPriceTooHighError(MAX_TICKET_PRICE_PAISE);
      return pricePaise === state.ticketPricePaise[period] ? [] : [{ type: 'TicketPriceChanged', data: { period, pricePaise } }];
    }
    case 'SetPaymentDetails': {
      const next = mergePaymentDetails(state.paymentDetails, command.data);
      const problem = paymentDetailsProblem(next);
      if (problem) throw new InvalidPaymentDetailsError(ruleMessageOf(problem));
      return isDeepStrictEqual(next, state.paymentDetails) ? [] : [{ type: 'PaymentDetailsChanged', data: next }];
    }
    case 'SetResultSource': {
      const { period, source } = command.data;
      if (!isPeriodId(period)) throw new UnknownPeriodError(period);
      if (!(RESULT_SOURCES as readonly unknown[]).includes(source)) throw new InvalidResultSourceError();
      return source === state.resultSource[period] ? [] : [{ type: 'ResultSourceChanged', data: { period, source } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown settings command ${(unknown as { type: string }).type}`);
    }
  }
}

function requireWholePaise(paise: number): void {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new InvalidSettingAmountError();
}

/** The details after a change: parts left out stay, null removes, the bank goes whole. */
export function mergePaymentDetails(current: PaymentDetails, change: PaymentDetailsChange): PaymentDetails {
  const bank = change.bank === undefined ? current.bank : change.bank;
  return {
    // A fresh object of exactly these fields, so that equality and the stored event ignore extras.
    bank: bank && {
      accountHolderName: bank.accountHolderName,
      accountNumber: bank.accountNumber,
      bankName: bank.bankName,
      ifscCode: bank.ifscCode,
      typeOfAccount: bank.typeOfAccount,
    },
    upiId: change.upiId === undefined ? current.upiId : change.upiId,
    crypto: {
      TRC20: change.crypto?.TRC20 === undefined ? current.crypto.TRC20 : change.crypto.TRC20,
      SOLANA: change.crypto?.SOLANA === undefined ? current.crypto.SOLANA : change.crypto.SOLANA,
    },
  };
}
