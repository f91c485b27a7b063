import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { paiseFromAmountInput } from '../settings.rules.js';

/**
 * POST /admin/settings/referral-code-amount and /admin/settings/ticket-amount/{period}
 * (spec section 7: the POST sends amount). Rupees: a number, or a string of digits, not
 * below 0, in steps of 0.01 (spec section 5).
 */
export class SetAmountRequest {
  @ApiProperty({ oneOf: [{ type: 'number', minimum: 0, multipleOf: 0.01 }, { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' }], example: 150 })
  @ValidateBy({ name: 'isRupeeAmount', validator: { validate: (value) => paiseFromAmountInput(value) !== null } }, { message: 'Enter a valid amount' })
  amount: number | string;
}
