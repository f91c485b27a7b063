import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PERIOD_IDS, type PeriodId } from '../../draw-periods.js';
import { PageRequest } from '../../../shared/http/page.request.dto.js';

/** GET /draws/results?period&page&limit: a period's published results, newest first. */
export class ResultsHistoryRequest extends PageRequest {
  @ApiProperty({ enum: PERIOD_IDS })
  @IsIn(PERIOD_IDS, { message: `period must be one of ${PERIOD_IDS.join(', ')}` })
  period: PeriodId;
}
