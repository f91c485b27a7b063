import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PERIOD_IDS, type PeriodId } from '../../../draws/draw-periods.js';
import { SETTING_NAMES, type SettingName } from './get-settings-history.query.js';

export class GetSettingsHistoryRequest {
  @ApiPropertyOptional({ enum: SETTING_NAMES, description: 'Only the changes of this setting' })
  @IsOptional()
  @IsIn(SETTING_NAMES, { message: `setting must be one of ${SETTING_NAMES.join(', ')}` })
  setting?: SettingName;

  @ApiPropertyOptional({ enum: PERIOD_IDS, description: 'Only the ticket amount of this period' })
  @IsOptional()
  @IsIn(PERIOD_IDS, { message: `period must be one of ${PERIOD_IDS.join(', ')}` })
  period?: PeriodId;

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
