import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageRequest } from '../../../shared/http/page.request.dto.js';
import { IndiaDateParam } from '../../india-date.request.js';
import { ADMIN_ACTION_KINDS, type AdminActionKind } from '../admin-action.js';

/** GET /admin/actions?kind&actor&from&to&page&limit (the CSV takes the same; paging is ignored there). */
export class ListAdminActionsRequest extends PageRequest {
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

}
