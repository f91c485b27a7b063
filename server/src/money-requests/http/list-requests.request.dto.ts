import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PageRequest } from '../../shared/http/page.request.dto.js';
import { PAYMENT_OPTIONS, type PaymentOption } from '../money-request.js';

const toOption = ({ value }: { value: unknown }) => {
  const lower = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return lower === '' || lower === 'all' ? undefined : lower;
};


/** GET /admin/deposits?page&limit&deposit_option (spec section 7); all options when absent, empty or 'all'. */
export class ListDepositsRequest extends PageRequest {
  @ApiPropertyOptional({ enum: PAYMENT_OPTIONS, description: 'bank, upi or crypto (any case); absent, empty or all: every option' })
  @IsOptional()
  @Transform(toOption)
  @IsIn(PAYMENT_OPTIONS, { message: 'deposit_option must be bank, upi or crypto' })
  deposit_option?: PaymentOption;
}

/** GET /admin/withdraws?page&limit&withdraw_option. */
export class ListWithdrawalsRequest extends PageRequest {
  @ApiPropertyOptional({ enum: PAYMENT_OPTIONS, description: 'bank, upi or crypto (any case); absent, empty or all: every option' })
  @IsOptional()
  @Transform(toOption)
  @IsIn(PAYMENT_OPTIONS, { message: 'withdraw_option must be bank, upi or crypto' })
  withdraw_option?: PaymentOption;
}
