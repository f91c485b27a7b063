import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { LETTER_TIERS, MAX_JACKPOT_RUPEES, MAX_MULTIPLIER, MAX_POT_SHARE_PERCENT, NUMBER_TIERS, type MultiplierField } from '../../prize-odds.js';
import { jackpotPaiseFromInput, multiplierFromInput, potShareBpsFromInput, PRIZE_TABLE_MESSAGES as M } from '../../prize-tables.rules.js';
import type { PrizeTableChange } from '../../prize-tables.commands.js';
import type { Message } from '../../../../shared/i18n/message.js';
import { ruleMessage } from '../../../../shared/i18n/rule-message.js';

/** Left out: unchanged. Present: a valid value (null is not "unchanged", it is refused). */
const Checked = (name: string, parse: (v: unknown) => number | null, message: Message) =>
  ValidateBy({ name, validator: { validate: (value) => value === undefined || parse(value) !== null } }, { message: ruleMessage(message) });
const Multiplier = (field: MultiplierField) => Checked('isMultiplier', multiplierFromInput, M.multiplier(field));
const MultiplierDoc = (description: string) =>
  ApiPropertyOptional({ oneOf: [{ type: 'number', minimum: 0, maximum: MAX_MULTIPLIER, multipleOf: 0.01 }, { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' }], description });

/**
 * POST /admin/settings/jackpot/{period}/{mode}: the spec's jackpot settings (section 3),
 * as DESIGN.md section 3 defines them. Multipliers of the ticket price; `jackpotAmount`
 * the pot's base in rupees; `potShare` the pot's percentage of the round's sales. The
 * letter fields belong to the weekly draw's any-order table only (the decider says so).
 */
export class SetPrizeTableRequest {
  @MultiplierDoc('5 numbers matched (the pot tier: paid on top of the pot)') @Multiplier('fiveN') fiveN?: number | string;
  @MultiplierDoc('4 numbers matched') @Multiplier('fourN') fourN?: number | string;
  @MultiplierDoc('3 numbers matched') @Multiplier('threeN') threeN?: number | string;
  @MultiplierDoc('2 numbers matched') @Multiplier('twoN') twoN?: number | string;
  @MultiplierDoc('1 number matched') @Multiplier('oneN') oneN?: number | string;
  @MultiplierDoc('Weekly: 4 numbers and the letter') @Multiplier('fourNA') fourNA?: number | string;
  @MultiplierDoc('Weekly: 3 numbers and the letter') @Multiplier('threeNA') threeNA?: number | string;
  @MultiplierDoc('Weekly: 2 numbers and the letter') @Multiplier('twoNA') twoNA?: number | string;
  @MultiplierDoc('Weekly: 1 number and the letter') @Multiplier('oneNA') oneNA?: number | string;
  @MultiplierDoc('Weekly: the letter alone') @Multiplier('onlyA') onlyA?: number | string;

  @ApiPropertyOptional({ description: `The pot's base amount in rupees (0 to ${MAX_JACKPOT_RUPEES})`, example: 100000 })
  @Checked('isJackpotAmount', jackpotPaiseFromInput, M.jackpotAmount)
  jackpotAmount?: number | string;

  @ApiPropertyOptional({ description: `The pot's share of the round's ticket sales, percent (0 to ${MAX_POT_SHARE_PERCENT})`, example: 10 })
  @Checked('isPotShare', potShareBpsFromInput, M.potShare)
  potShare?: number | string;
}

/** The validated body as the decider's change, in its units. */
export function prizeTableChange(body: SetPrizeTableRequest): PrizeTableChange {
  const change: PrizeTableChange = {};
  const multipliers = Object.fromEntries(
    [...NUMBER_TIERS, ...LETTER_TIERS].filter((f) => body[f] !== undefined).map((f) => [f, multiplierFromInput(body[f])!]),
  );
  if (Object.keys(multipliers).length > 0) change.multipliers = multipliers;
  if (body.jackpotAmount !== undefined) change.jackpotPaise = jackpotPaiseFromInput(body.jackpotAmount)!;
  if (body.potShare !== undefined) change.potShareBps = potShareBpsFromInput(body.potShare)!;
  return change;
}
