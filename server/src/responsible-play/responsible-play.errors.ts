import { DomainError } from '../shared/errors/domain-error.js';
import { formatRupees } from '../shared/money/money.js';
import { MAX_LIMIT_PAISE, type LimitBreach, type LimitWindow } from './deposit-limits.js';
import { indianDateIn, indianTimeIn } from '../shared/i18n/india-dates.js';
import { text, type Message } from '../shared/i18n/message.js';
import type { Pause } from './responsible-play.js';

/**
 * Every reason responsible play refuses something, each with a stable code. The messages
 * are shown to the player as they are: amounts in rupees, times in IST.
 */

/** A deposit request that would pass a limit in force (contract C: PLAY.DEPOSIT_LIMIT). */
export class DepositLimitError extends DomainError {
  constructor(
    readonly breach: LimitBreach,
    readonly amountPaise: number,
  ) {
    const left = Math.max(0, breach.limitPaise - breach.usedPaise);
    super(
      'PLAY.DEPOSIT_LIMIT',
      'This deposit of {amount} would take you over your {window, select, day {daily} week {weekly} other {monthly}} deposit limit of {limit} ' +
        '({used} deposited {window, select, day {today} week {this week} other {this month}}, {left} left). ' +
        'The limit resets at 00:00 IST on {resetsOn}.',
      'conflict',
      {
        amount: formatRupees(amountPaise),
        window: breach.window,
        limit: formatRupees(breach.limitPaise),
        used: formatRupees(breach.usedPaise),
        left: formatRupees(left),
        resetsOn: indianDateIn(breach.resetsAt),
      },
    );
  }
}

/** Where the player's pause stands, as the first sentence of a refusal. */
function pauseClause(pause: Pause): Message {
  const until = indianTimeIn(new Date(pause.until));
  return pause.kind === 'cool_off'
    ? text('You are on a cool-off until {until}.', { until })
    : text('You have excluded yourself until {until}.', { until });
}

/** A deposit request or a ticket during a cool-off or self-exclusion (PLAY.PAUSED). */
export class PlayPausedError extends DomainError {
  constructor(readonly pause: Pause) {
    super('PLAY.PAUSED', '{pause} Deposits and tickets are closed until then; you can still withdraw.', 'conflict', { pause: pauseClause(pause) });
  }
}

/** A new pause must end after the one running: a pause is never shortened or lifted. */
export class PauseRunningError extends DomainError {
  constructor(readonly pause: Pause) {
    super('PLAY.PAUSE_RUNNING', '{pause} A new pause must end later than that: a pause cannot be shortened or lifted.', 'conflict', {
      pause: pauseClause(pause),
    });
  }
}

/** "No limit for now" while a limit is set or on its way. */
export class DepositLimitsSetError extends DomainError {
  constructor() {
    super('PLAY.LIMITS_SET', 'You have deposit limits set. To go without limits, remove them (removing takes 24 hours).', 'conflict');
  }
}

export class InvalidDepositLimitError extends DomainError {
  constructor(readonly window: LimitWindow) {
    super(
      'PLAY.INVALID_LIMIT',
      'The {window, select, day {daily} week {weekly} other {monthly}} limit must be an amount above ₹0 with at most 2 decimals, at most {max}, or null for no limit.',
      'invalid',
      { window, max: formatRupees(MAX_LIMIT_PAISE) },
    );
  }
}

export class InvalidRealityCheckError extends DomainError {
  constructor() {
    super('PLAY.INVALID_REALITY_CHECK', 'The reality check interval must be 0 (off), 30 or 60 minutes.', 'invalid');
  }
}

export class InvalidPauseError extends DomainError {
  constructor() {
    super('PLAY.INVALID_PAUSE', "A cool-off lasts '24h', '7d' or '30d'; a self-exclusion '6m', '1y' or '5y'.", 'invalid');
  }
}
