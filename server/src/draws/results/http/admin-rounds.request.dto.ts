import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageRequest } from '../../../shared/http/page.request.dto.js';
import { PERIOD_IDS, type PeriodId } from '../../draw-periods.js';
import type { RoundStage } from '../queries/published-result.js';

export const ROUND_STATUSES: readonly RoundStage[] = ['open', 'closed', 'resulted', 'settled'];

/** GET /admin/rounds?period&status&page&limit (the CSV takes the same; paging is ignored there). */
export class AdminRoundsRequest extends PageRequest {
  @ApiPropertyOptional({ enum: PERIOD_IDS })
  @IsOptional()
  @IsIn(PERIOD_IDS, { message: `period must be one of ${PERIOD_IDS.join(', ')}` })
  period?: PeriodId;

  @ApiPropertyOptional({ enum: ROUND_STATUSES, description: 'The status the list shows: resulted only once the result is published' })
  @IsOptional()
  @IsIn(ROUND_STATUSES, { message: `status must be one of ${ROUND_STATUSES.join(', ')}` })
  status?: RoundStage;

}
