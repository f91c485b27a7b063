import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PERIOD_IDS, type PeriodId } from '../draw-periods.js';
import { PageRequest } from '../../money-requests/http/list-requests.request.dto.js';

const PERIOD_MESSAGE = `period must be one of ${PERIOD_IDS.join(', ')}`;
/** The spec's client sends `status=` (empty) for "any status". */
const emptyIsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** GET /user/draws?period&status&limit (spec section 7, used with limit 1). */
export class ListDrawsRequest {
  @ApiPropertyOptional({ enum: PERIOD_IDS, description: 'absent: every period' })
  @IsOptional()
  @IsIn(PERIOD_IDS, { message: PERIOD_MESSAGE })
  period?: PeriodId;

  @ApiPropertyOptional({ enum: ['open', 'closed', 'empty'], description: "open: on sale now; closed: sales over; empty or absent: both" })
  @IsOptional()
  @Transform(emptyIsAbsent)
  @IsIn(['open', 'closed', 'empty'], { message: 'status must be open, closed or empty' })
  status?: 'open' | 'closed' | 'empty';

  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'limit must be between 1 and 100' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @IsInt({ message: 'limit must be a whole number' })
  limit = 10;
}

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
