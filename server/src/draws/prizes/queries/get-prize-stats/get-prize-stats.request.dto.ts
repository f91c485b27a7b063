import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PeriodRequest } from '../../../http/draws.request.dto.js';
import { PRIZE_MODES } from '../../prize-odds.js';
import type { PrizeMode } from '../../../draw-periods.js';

/** GET /user/draws/prize-stats?period&mode: the period, and the mode (any when left out). */
export class PrizeStatsRequest extends PeriodRequest {
  @ApiPropertyOptional({ enum: PRIZE_MODES, default: 'any' })
  @IsOptional()
  @IsIn(PRIZE_MODES, { message: `mode must be one of ${PRIZE_MODES.join(', ')}` })
  mode?: PrizeMode;
}
