import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAYMENT_OPTIONS, type PaymentOption } from '../money-request.js';

const toOption = ({ value }: { value: unknown }) => {
  const lower = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return lower === '' || lower === 'all' ? undefined : lower;
};

/** Paging of the request lists: page from 1, at most 100 rows a page. */
export class PageRequest {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Max(1_000_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  page = 1;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'limit must be between 1 and 100' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @IsInt({ message: 'limit must be a whole number' })
  limit = 20;
}

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
