import { text } from './shared/i18n/message.js';
import * as wallet from './wallet/wallet.errors.js';
import * as uploads from './shared/uploads/uploads.errors.js';
import * as identity from './identity/identity.errors.js';
import * as settlement from './draws/settlement/settlement.errors.js';
import * as draws from './draws/draws.errors.js';
import * as results from './draws/results/http/result-request.errors.js';
import * as rounds from './draws/rounds/rounds.errors.js';
import * as tickets from './draws/tickets/tickets.errors.js';
import * as prizes from './draws/prizes/prizes.errors.js';
import * as money from './money-requests/money-requests.errors.js';
import * as settings from './settings/settings.errors.js';
import * as play from './responsible-play/responsible-play.errors.js';
import * as statements from './statements/statements.errors.js';
import { JsonTooDeepError } from './shared/http/json-body.js';
import { textFieldProblems } from './shared/http/text-fields.js';
import { english } from './shared/i18n/format-message.js';
import { tooLargeMessage } from './money-requests/forms/field-rules.js';

/**
 * English stays byte for byte what it was (issue 14): the messages whose words carry values
 * became ICU templates with values, and must read exactly as the code wrote them before.
 * Each expected text is the old code's output for the same input.
 */
const SAMPLES: Array<[() => Error, string]> = [
  [() => new wallet.InsufficientFundsError(12345, 100), 'Insufficient balance: ₹123.45 is needed and ₹1.00 is available.'],
  [() => new wallet.InsufficientFundsError(10000000, 0), 'Insufficient balance: ₹1,00,000.00 is needed and ₹0.00 is available.'],
  [() => new wallet.MissingReferenceError('round'), 'The round is missing.'],
  [() => new wallet.InvalidPrizeError('it names no winning tickets'), 'The prize is not valid: it names no winning tickets.'],
  [() => new wallet.StaleHoldRevisionError('h1', 2, 3), 'The request h1 has changed since revision 2. Reload it and try again.'],
  [() => new wallet.NoSuchHoldError('h1'), 'There is no hold h1 on this wallet.'],
  [() => new wallet.HoldAlreadySettledError('h1', 'released'), 'The hold h1 was already released.'],
  [() => new wallet.HoldAlreadySettledError('h1', 'captured'), 'The hold h1 was already captured.'],
  [() => new wallet.HoldAlreadyActiveError('h1'), 'The hold h1 is already active.'],
  [() => new uploads.UploadTooLargeError(5 * 1024 * 1024), 'The file is larger than 5 MB.'],
  [() => new uploads.UploadTooManyPixelsError(40_000_000), 'The image is too large: at most 40 megapixels.'],
  [() => new identity.RegistrationsLimitedError(30), 'Too many registrations from this network. Please try again in 1 minute.'],
  [() => new identity.RegistrationsLimitedError(61), 'Too many registrations from this network. Please try again in 2 minutes.'],
  [() => new identity.RegistrationsLimitedError(3600), 'Too many registrations from this network. Please try again in 60 minutes.'],
  [() => new identity.OtpCooldownError(0.5), 'Please wait 1 seconds before requesting a new OTP.'],
  [() => new identity.OtpCooldownError(119.2), 'Please wait 120 seconds before requesting a new OTP.'],
  [() => new identity.OtpHourlyCapError(59), 'Too many OTP requests. Please try again in 1 minute.'],
  [() => new identity.OtpHourlyCapError(600), 'Too many OTP requests. Please try again in 10 minutes.'],
  [() => new identity.ChangePasswordLimitedError(60), 'Too many wrong passwords. Please try again in 1 minute.'],
  [() => new identity.ChangePasswordLimitedError(120), 'Too many wrong passwords. Please try again in 2 minutes.'],
  [() => new identity.GoogleTokenRejectedError(text('the token names no account')), 'Google sign-in failed: the token names no account'],
  [() => new settlement.RoundNotDueForSettlementError('3h-x', 'it has no result'), 'The draw 3h-x cannot be settled yet: it has no result.'],
  [() => new settlement.PredecessorNotSettledError('r2', 'r1'), 'The draw r2 waits for the draw before it (r1) to be settled.'],
  [() => new settlement.PrizeCreditsFailedError('r1', [{ userId: 'u', code: 'C', message: 'm' }]), '1 prize(s) of draw r1 could not be credited (first: u: C m).'],
  [() => new settlement.PrizeCreditsFailedError('r1', []), '0 prize(s) of draw r1 could not be credited.'],
  [() => new draws.InvalidRoundError('the period is unknown'), 'The draw is not valid: the period is unknown.'],
  [() => new draws.TicketNumberOutOfRangeError(1, 60), 'All numbers must be between 1 and 60'],
  [() => new results.ResultNumberOutOfRangeError(1, 75), 'Must be between 1-75'],
  [() => new rounds.RoundNotStartedError('x'), 'The draw x has not started yet.'],
  [() => new rounds.RoundStillOnSaleError('x'), 'The draw x is still on sale.'],
  [() => new rounds.RoundNotOpenedError('x'), 'The draw x was never opened.'],
  [() => new rounds.RoundSalesOpenError('x'), 'The ticket set of draw x is not frozen: its sales are not closed.'],
  [() => new rounds.RoundBusyError('x'), 'The draw x is changing; please try again.'],
  [() => new rounds.InvalidResultError('p'), 'The result is not valid: p.'],
  [() => new rounds.ResultNotDueError('x', '2026-01-01T00:00:00.000Z'), 'The draw x cannot be drawn before its draw time 2026-01-01T00:00:00.000Z.'],
  [() => new rounds.RoundNotResultedError('x'), 'The draw x has no published result to settle.'],
  [() => new rounds.InvalidSettlementError('p'), 'The settlement is not valid: p.'],
  [() => new tickets.TooManyTicketsError(10), 'At most 10 tickets can be bought at once.'],
  [() => new tickets.UnknownPeriodError('x'), 'period must be one of 3h, 6h, 12h, 24h, weekly'],
  [() => new prizes.UnknownPrizeModeError('x'), 'The mode must be one of any, sequence'],
  [() => new prizes.PrizeModeNotOfferedError('24h', 'sequence'), 'The 24h draw has no sequence prize table'],
  [() => new money.RequestNotFoundError('deposit'), 'Deposit request not found.'],
  [() => new money.RequestNotFoundError('withdrawal'), 'Withdrawal request not found.'],
  [() => new settings.TicketPriceTooLowError(100), 'A ticket must cost at least ₹1.00'],
  [() => new settings.TicketPriceTooHighError(100000000), 'A ticket may cost at most ₹10,00,000.00'],
  [() => new settings.ReferralAmountTooHighError(5000000), 'The referral amount may be at most ₹50,000.00'],
  [() => new settings.UnknownPeriodError('x'), 'The period must be one of 3h, 6h, 12h, 24h, weekly'],
  [() => new play.DepositLimitError({ window: 'day', limitPaise: 500000, usedPaise: 600000, resetsAt: new Date('2026-11-27T18:30:00Z') }, 100000), 'This deposit of ₹1,000.00 would take you over your daily deposit limit of ₹5,000.00 (₹6,000.00 deposited today, ₹0.00 left). The limit resets at 00:00 IST on 28 Nov 2026.'],
  [() => new play.PlayPausedError({ kind: 'cool_off', duration: '24h', startedAt: '2026-11-26T08:35:00Z', until: '2026-11-27T08:35:00Z' }), 'You are on a cool-off until 27 Nov 2026, 14:05 IST. Deposits and tickets are closed until then; you can still withdraw.'],
  [() => new play.PlayPausedError({ kind: 'self_exclusion', duration: '6m', startedAt: '2026-11-26T08:35:00Z', until: '2027-05-26T08:35:00Z' }), 'You have excluded yourself until 26 May 2027, 14:05 IST. Deposits and tickets are closed until then; you can still withdraw.'],
  [() => new play.PauseRunningError({ kind: 'cool_off', duration: '24h', startedAt: '2026-11-26T08:35:00Z', until: '2026-11-27T08:35:00Z' }), 'You are on a cool-off until 27 Nov 2026, 14:05 IST. A new pause must end later than that: a pause cannot be shortened or lifted.'],
  [() => new play.PauseRunningError({ kind: 'self_exclusion', duration: '6m', startedAt: '2026-11-26T08:35:00Z', until: '2027-05-26T08:35:00Z' }), 'You have excluded yourself until 26 May 2027, 14:05 IST. A new pause must end later than that: a pause cannot be shortened or lifted.'],
  [() => new statements.StatementTooLongError(123456, 100000), 'This statement has 1,23,456 rows, more than the 1,00,000 a download can hold. Choose fewer days.'],
  [() => new JsonTooDeepError(), 'The request body nests deeper than 8 levels.'],
  [() => new play.DepositLimitError({ window: 'day', limitPaise: 500000, usedPaise: 450000, resetsAt: new Date('2026-11-27T18:30:00Z') }, 100000), 'This deposit of ₹1,000.00 would take you over your daily deposit limit of ₹5,000.00 (₹4,500.00 deposited today, ₹500.00 left). The limit resets at 00:00 IST on 28 Nov 2026.'],
  [() => new play.DepositLimitError({ window: 'week', limitPaise: 500000, usedPaise: 450000, resetsAt: new Date('2026-11-27T18:30:00Z') }, 100000), 'This deposit of ₹1,000.00 would take you over your weekly deposit limit of ₹5,000.00 (₹4,500.00 deposited this week, ₹500.00 left). The limit resets at 00:00 IST on 28 Nov 2026.'],
  [() => new play.DepositLimitError({ window: 'month', limitPaise: 500000, usedPaise: 450000, resetsAt: new Date('2026-11-27T18:30:00Z') }, 100000), 'This deposit of ₹1,000.00 would take you over your monthly deposit limit of ₹5,000.00 (₹4,500.00 deposited this month, ₹500.00 left). The limit resets at 00:00 IST on 28 Nov 2026.'],
  [() => new play.InvalidDepositLimitError('day'), 'The daily limit must be an amount above ₹0 with at most 2 decimals, at most ₹1,00,00,000.00, or null for no limit.'],
  [() => new play.InvalidDepositLimitError('week'), 'The weekly limit must be an amount above ₹0 with at most 2 decimals, at most ₹1,00,00,000.00, or null for no limit.'],
  [() => new play.InvalidDepositLimitError('month'), 'The monthly limit must be an amount above ₹0 with at most 2 decimals, at most ₹1,00,00,000.00, or null for no limit.'],
];

describe('English messages with values', () => {
  it.each(SAMPLES.map(([make, expected]) => [expected, make] as const))('%s', (expected, make) => {
    expect(make().message).toBe(expected);
  });

  it('words the validation problems and money form limits as before', () => {
    expect(textFieldProblems({ a: 'x\u0000', b: { c: '\u202e' }, d: ['\ud800'] }).map(english)).toEqual(["a must not contain control characters", "b.c must not contain text-direction control characters", "d[0] must be valid Unicode text"]);
    expect(english(tooLargeMessage(10000000))).toBe('Amount must not be more than ₹1,00,000.00');
  });
});
