import { DomainError } from '../shared/errors/domain-error.js';
import { formatRupees } from '../shared/money/money.js';
import { MAX_LIMIT_PAISE, type LimitBreach, type LimitWindow } from './deposit-limits.js';
import { formatIndianDate, formatIndianTime } from '../shared/clock/india-time.js';
import type { Pause } from './responsible-play.js';

/**
 * Every reason responsible play refuses something, each with a stable code. The messages
 * are shown to the player as they are: amounts in rupees, times in IST.
 */

const WINDOW_WORDS: Record<LimitWindow, { adjective: string; period: string }> = {
  day: { adjective: 'daily', period: 'today' },
  week: { adjective: 'weekly', period: 'this week' },
  month: { adjective: 'monthly', period: 'this month' },
};

/** A deposit request that would pass a limit in force (contract C: PLAY.DEPOSIT_LIMIT). */
export class DepositLimitError extends DomainError {
  constructor(
    readonly breach: LimitBreach,
    readonly amountPaise: number,
  ) {
    const { adjective, period } = WINDOW_WORDS[breach.window];
    const left = Math.max(0, breach.limitPaise - breach.usedPaise);
    super(
      'PLAY.DEPOSIT_LIMIT',
      `This deposit of ${formatRupees(amountPaise)} would take you over your ${adjective} deposit limit of ${formatRupees(breach.limitPaise)} ` +
        `(${formatRupees(breach.usedPaise)} deposited ${period}, ${formatRupees(left)} left). ` +
        `The limit resets at 00:00 IST on ${formatIndianDate(breach.resetsAt)}.`,
      'conflict',
    );
  }
}

function pauseClause(pause: Pause): string {
  const until = formatIndianTime(new Date(pause.until));
  return pause.kind === 'cool_off' ? `You are on a cool-off until ${until}.` : `You have excluded yourself until ${until}.`;
}

/** A deposit request or a ticket during a cool-off or self-exclusion (PLAY.PAUSED). */
export class PlayPausedError extends DomainError {
  constructor(readonly pause: Pause) {
    super('PLAY.PAUSED', `${pauseClause(pause)} Deposits and tickets are closed until then; you can still withdraw.`, 'conflict');
  }
}

/** A new pause must end after the one running: a pause is never shortened or lifted. */
export class PauseRunningError extends DomainError {
  constructor(readonly pause: Pause) {
    super('PLAY.PAUSE_RUNNING', `${pauseClause(pause)} A new pause must end later than that: a pause cannot be shortened or lifted.`, 'conflict');
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
      `The ${WINDOW_WORDS[window].adjective} limit must be an amount above ₹0 with at most 2 decimals, at most ${formatRupees(MAX_LIMIT_PAISE)}, or null for no limit.`,
      'invalid',
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
