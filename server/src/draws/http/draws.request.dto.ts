import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PERIOD_IDS, type PeriodId } from '../draw-periods.js';
import { PageRequest } from '../../shared/http/page.request.dto.js';

const PERIOD_MESSAGE = `period must be one of ${PERIOD_IDS.join(', ')}`;
/** An empty parameter is an absent one. */
const emptyIsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** A query naming one period, which it needs. */
export class PeriodRequest {
  @ApiPropertyOptional({ enum: PERIOD_IDS })
  @IsIn(PERIOD_IDS, { message: PERIOD_MESSAGE })
  period: PeriodId;
}

/** GET /admin/tickets/number-count?period&draw_id: every round of the period, or one. */
export class TicketCountRequest extends PeriodRequest {
  @ApiPropertyOptional({ description: 'Count one round of the period only (its _id)' })
  @IsOptional()
  @Transform(emptyIsAbsent)
  @IsString({ message: 'draw_id must be the id of a draw' })
  @MaxLength(100, { message: 'draw_id must be the id of a draw' })
  draw_id?: string;
}

/** GET /user/tickets?period&page&limit: the player's own tickets, newest first. */
export class PlayerTicketsRequest extends PageRequest {
  @ApiPropertyOptional({ enum: PERIOD_IDS, description: 'absent: every period' })
  @IsOptional()
  @Transform(emptyIsAbsent)
  @IsIn(PERIOD_IDS, { message: PERIOD_MESSAGE })
  period?: PeriodId;
}
