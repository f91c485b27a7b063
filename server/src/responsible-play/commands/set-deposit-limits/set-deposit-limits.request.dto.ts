import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { paiseFromRupees } from '../../../shared/money/money.js';
import { MAX_LIMIT_PAISE } from '../../deposit-limits.js';

/** Rupees above 0 with at most 2 decimals, at most ₹1,00,00,000; or null (no limit). Absent is not null. */
export function isLimitInput(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'number') return false;
  try {
    const paise = paiseFromRupees(value);
    return paise > 0 && paise <= MAX_LIMIT_PAISE;
  } catch {
    return false;
  }
}

const Limit = (label: string) =>
  ValidateBy(
    { name: 'isDepositLimit', validator: { validate: isLimitInput } },
    { message: `${label} limit must be an amount in rupees above 0 with at most 2 decimals, at most 1,00,00,000, or null for no limit` },
  );

const property = (description: string) =>
  ApiProperty({ type: 'number', nullable: true, minimum: 0.01, maximum: 10_000_000, multipleOf: 0.01, description, example: 5000 });

/** PUT /user/responsible-play/deposit-limits (contract C2): all three keys, each rupees or null. */
export class SetDepositLimitsRequest {
  @property('Per day (from 00:00 IST), rupees; null: no daily limit')
  @Limit('Daily')
  day: number | null;

  @property('Per week (from Monday 00:00 IST), rupees; null: no weekly limit')
  @Limit('Weekly')
  week: number | null;

  @property('Per month (from the 1st 00:00 IST), rupees; null: no monthly limit')
  @Limit('Monthly')
  month: number | null;
}
