import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PERIOD_IDS, type PeriodId } from '../../draw-periods.js';
import type { RoundStage } from '../queries/published-result.js';

export const ROUND_STATUSES: readonly RoundStage[] = ['open', 'closed', 'resulted', 'settled'];

/** GET /admin/rounds?period&status&page&limit (the CSV takes the same; paging is ignored there). */
export class AdminRoundsRequest {
  @ApiPropertyOptional({ enum: PERIOD_IDS })
  @IsOptional()
  @IsIn(PERIOD_IDS, { message: `period must be one of ${PERIOD_IDS.join(', ')}` })
  period?: PeriodId;

  @ApiPropertyOptional({ enum: ROUND_STATUSES, description: 'The status the list shows: resulted only once the result is published' })
  @IsOptional()
  @IsIn(ROUND_STATUSES, { message: `status must be one of ${ROUND_STATUSES.join(', ')}` })
  status?: RoundStage;

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
