import { decide, mergePaymentDetails, type SettingsCommand } from './settings.decide.js';
import { initialSettings, replay, type SettingsEvent } from './settings.js';
import { PAYMENT_MESSAGES } from './payment-details/payment-details.rules.js';

/** given (past events) / when (command) / then (new events or the error). */
function given(...events: SettingsEvent[]) {
  const state = replay(events);
  return {
    when(command: SettingsCommand) {
      const run = () => decide(command, state);
      return {
        then: (expected: SettingsEvent[]) => expect(run()).toEqual(expected),
        thenFails: (code: string, message?: string) => expect(run).toThrow(expect.objectContaining({ code, ...(message ? { message } : {}) })),
      };
    },
  };
}

const news = (url: string): SettingsCommand => ({ type: 'SetLatestNews', data: { url } });
const referral = (amountPaise: number): SettingsCommand => ({ type: 'SetReferralAmount', data: { amountPaise } });
const price = (period: string, pricePaise: number) => ({ type: 'SetTicketPrice', data: { period, pricePaise } }) as SettingsCommand;
const bank = { accountHolderName: 'Fairdraw Gaming Pvt. Ltd.', accountNumber: '50200012345678', bankName: 'HDFC Bank', ifscCode: 'HDFC0001234', typeOfAccount: 'current' };
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const SOL = 'So11111111111111111111111111111111111111112';

describe('settings: defaults', () => {
  it('start with no news, no referral bonus, the draw table prices, no payment details and every period drawn by the RNG', () => {
    expect(initialSettings()).toEqual({
      latestNews: null,
      referralAmountPaise: 0,
      ticketPricePaise: { '3h': 10_000, '6h': 20_000, '12h': 30_000, '24h': 40_000, weekly: 50_000 },
      paymentDetails: { bank: null, upiId: null, crypto: { TRC20: null, SOLANA: null } },
      resultSource: { '3h': 'rng', '6h': 'rng', '12h': 'rng', '24h': 'rng', weekly: 'rng' },
    });
  });
  it('fold changes in order, skipping event types this version does not know', () => {
    const state = replay([
      { type: 'TicketPriceChanged', data: { period: '3h', pricePaise: 15_000 } },
      { type: 'SomeFutureSetting', data: {} },
      { type: 'TicketPriceChanged', data: { period: '3h', pricePaise: 12_500 } },
    ]);
    expect(state.ticketPricePaise['3h']).toBe(12_500);
    expect(state.ticketPricePaise['6h']).toBe(20_000);
  });
});

describe('settings decider: latest news', () => {
  it('sets an https or http URL', () => {
    given().when(news('https://fairdraw.example/n/1')).then([{ type: 'LatestNewsChanged', data: { url: 'https://fairdraw.example/n/1' } }]);
    given().when(news('http://fairdraw.example')).then([{ type: 'LatestNewsChanged', data: { url: 'http://fairdraw.example' } }]);
  });
  it('stores nothing when the URL is the current one (a retry)', () =>
    given({ type: 'LatestNewsChanged', data: { url: 'https://a.example' } }).when(news('https://a.example')).then([]));
  it.each(['ftp://a.example', 'javascript:alert(1)', 'https://', 'http:// a.example', 'a.example', '', 'https://a.example/x y', `https://a.example/${'x'.repeat(2048)}`])(
    "refuses %j with 'Please enter a valid URL'",
    (url) => given().when(news(url)).thenFails('SETTINGS.INVALID_URL', 'Please enter a valid URL'),
  );
});

describe('settings decider: referral amount', () => {
  it('sets whole paise from 0 to ₹10,000', () => {
    given().when(referral(5_050)).then([{ type: 'ReferralAmountChanged', data: { amountPaise: 5_050 } }]);
    given({ type: 'ReferralAmountChanged', data: { amountPaise: 5_050 } }).when(referral(0)).then([{ type: 'ReferralAmountChanged', data: { amountPaise: 0 } }]);
    given().when(referral(1_000_000)).then([{ type: 'ReferralAmountChanged', data: { amountPaise: 1_000_000 } }]);
  });
  it('stores nothing when unchanged (0 is the default)', () => given().when(referral(0)).then([]));
  it('refuses negative or fractional paise', () => {
    given().when(referral(-1)).thenFails('SETTINGS.INVALID_AMOUNT', 'Enter a valid amount');
    given().when(referral(1.5)).thenFails('SETTINGS.INVALID_AMOUNT', 'Enter a valid amount');
    given().when(referral(Number.NaN)).thenFails('SETTINGS.INVALID_AMOUNT');
  });
  it('refuses more than ₹10,000', () =>
    given().when(referral(1_000_001)).thenFails('SETTINGS.REFERRAL_AMOUNT_TOO_HIGH', 'The referral amount may be at most ₹10,000.00'));
});

describe('settings decider: ticket price', () => {
  it('sets a period price and leaves the others', () => {
    const state = replay([{ type: 'TicketPriceChanged', data: { period: 'weekly', pricePaise: 100 } }]);
    expect(state.ticketPricePaise).toEqual({ '3h': 10_000, '6h': 20_000, '12h': 30_000, '24h': 40_000, weekly: 100 });
    given().when(price('24h', 1_000_000)).then([{ type: 'TicketPriceChanged', data: { period: '24h', pricePaise: 1_000_000 } }]);
  });
  it('stores nothing when the price is the current one (the default included)', () => given().when(price('3h', 10_000)).then([]));
  it('refuses a ticket under ₹1, 0 included', () => {
    given().when(price('3h', 0)).thenFails('SETTINGS.TICKET_PRICE_TOO_LOW', 'A ticket must cost at least ₹1.00');
    given().when(price('3h', 99)).thenFails('SETTINGS.TICKET_PRICE_TOO_LOW');
  });
  it('refuses more than ₹10,000', () => given().when(price('3h', 1_000_001)).thenFails('SETTINGS.TICKET_PRICE_TOO_HIGH', 'A ticket may cost at most ₹10,000.00'));
  it('refuses an unknown period', () => given().when(price('2h', 10_000)).thenFails('SETTINGS.UNKNOWN_PERIOD', 'The period must be one of 3h, 6h, 12h, 24h, weekly'));
  it('refuses a fractional or negative price', () => {
    given().when(price('3h', 100.5)).thenFails('SETTINGS.INVALID_AMOUNT');
    given().when(price('3h', -100)).thenFails('SETTINGS.INVALID_AMOUNT');
  });
});

describe('settings decider: result source', () => {
  const source = (period: string, value: string) => ({ type: 'SetResultSource', data: { period, source: value } }) as SettingsCommand;
  it('given the default, when a period is set to manual, then ResultSourceChanged for that period only', () => {
    given().when(source('12h', 'manual')).then([{ type: 'ResultSourceChanged', data: { period: '12h', source: 'manual' } }]);
    const state = replay([{ type: 'ResultSourceChanged', data: { period: '12h', source: 'manual' } }]);
    expect(state.resultSource).toEqual({ '3h': 'rng', '6h': 'rng', '12h': 'manual', '24h': 'rng', weekly: 'rng' });
  });
  it('given manual, when set back to rng, then changed; when set to what it is, then nothing', () => {
    given({ type: 'ResultSourceChanged', data: { period: '3h', source: 'manual' } }).when(source('3h', 'rng')).then([
      { type: 'ResultSourceChanged', data: { period: '3h', source: 'rng' } },
    ]);
    given().when(source('3h', 'rng')).then([]);
  });
  it('refuses another source or period', () => {
    for (const bad of ['auto', 'RNG', '', 'witnessed']) given().when(source('3h', bad)).thenFails('SETTINGS.INVALID_RESULT_SOURCE', 'Choose rng or manual');
    given().when(source('2h', 'rng')).thenFails('SETTINGS.UNKNOWN_PERIOD');
  });
});

describe('settings decider: payment details', () => {
  const set = (data: object): SettingsCommand => ({ type: 'SetPaymentDetails', data }) as SettingsCommand;
  it('stores the whole set after a change', () =>
    given().when(set({ bank, upiId: 'fairdraw@okaxis' })).then([
      { type: 'PaymentDetailsChanged', data: { bank, upiId: 'fairdraw@okaxis', crypto: { TRC20: null, SOLANA: null } } },
    ]));
  it('keeps what a change leaves out, removes what it sets to null', () => {
    const before = { type: 'PaymentDetailsChanged', data: { bank, upiId: 'fairdraw@okaxis', crypto: { TRC20: TRON, SOLANA: null } } } as const;
    given(before).when(set({ crypto: { SOLANA: SOL } })).then([{ type: 'PaymentDetailsChanged', data: { bank, upiId: 'fairdraw@okaxis', crypto: { TRC20: TRON, SOLANA: SOL } } }]);
    given(before).when(set({ bank: null, upiId: null })).then([{ type: 'PaymentDetailsChanged', data: { bank: null, upiId: null, crypto: { TRC20: TRON, SOLANA: null } } }]);
  });
  it('stores nothing when nothing changes (and drops fields it does not know)', () => {
    const before = { type: 'PaymentDetailsChanged', data: { bank, upiId: null, crypto: { TRC20: null, SOLANA: null } } } as const;
    given(before).when(set({ bank: { ...bank, extra: 'x' } })).then([]);
    given(before).when(set({})).then([]);
  });
  it.each([
    [{ bank: { ...bank, ifscCode: 'HDFC1001234' } }, PAYMENT_MESSAGES.ifscInvalid],
    [{ bank: { ...bank, accountNumber: '12345678' } }, PAYMENT_MESSAGES.accountNumberInvalid],
    [{ bank: { ...bank, accountHolderName: 'A' } }, PAYMENT_MESSAGES.holderInvalid],
    [{ bank: { ...bank, bankName: '<b>' } }, PAYMENT_MESSAGES.bankNameInvalid],
    [{ bank: { ...bank, typeOfAccount: 'fixed' } }, PAYMENT_MESSAGES.accountTypeInvalid],
    [{ upiId: 'fairdraw' }, PAYMENT_MESSAGES.upiInvalid],
    [{ crypto: { TRC20: SOL } }, PAYMENT_MESSAGES.TRC20Invalid],
    [{ crypto: { SOLANA: TRON } }, PAYMENT_MESSAGES.SOLANAInvalid],
  ])('refuses %j', (change, message) => given().when(set(change)).thenFails('SETTINGS.INVALID_PAYMENT_DETAILS', message));
  it('merges without sharing the change object', () => {
    const change = { bank: { ...bank } };
    const merged = mergePaymentDetails(initialSettings().paymentDetails, change);
    change.bank.accountNumber = '000000000';
    expect(merged.bank?.accountNumber).toBe('50200012345678');
  });
});
