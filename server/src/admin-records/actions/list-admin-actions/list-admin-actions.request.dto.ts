import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IndiaDateParam } from '../../india-date.request.js';
import { ADMIN_ACTION_KINDS, type AdminActionKind } from '../admin-action.js';

/** GET /admin/actions?kind&actor&from&to&page&limit (the CSV takes the same; paging is ignored there). */
export class ListAdminActionsRequest {
  @ApiPropertyOptional({ enum: ADMIN_ACTION_KINDS })
  @IsOptional()
  @IsIn(ADMIN_ACTION_KINDS, { message: `kind must be one of ${ADMIN_ACTION_KINDS.join(', ')}` })
  kind?: AdminActionKind;

  @ApiPropertyOptional({ maxLength: 100, description: "An admin's id or username (any letter case), or cli, or system" })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(100, { message: 'actor must be at most 100 characters' })
  @IsString({ message: 'actor must be text' })
  actor?: string;

  @IndiaDateParam('from', 'Actions from this day')
  from?: string;

  @IndiaDateParam('to', 'Actions up to this day')
  to?: string;

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
