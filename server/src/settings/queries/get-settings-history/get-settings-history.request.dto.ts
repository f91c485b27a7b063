import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageRequest } from '../../../shared/http/page.request.dto.js';
import { PERIOD_IDS, type PeriodId } from '../../../draws/draw-periods.js';
import { SETTING_NAMES, type SettingName } from './get-settings-history.query.js';

export class GetSettingsHistoryRequest extends PageRequest {
  @ApiPropertyOptional({ enum: SETTING_NAMES, description: 'Only the changes of this setting' })
  @IsOptional()
  @IsIn(SETTING_NAMES, { message: `setting must be one of ${SETTING_NAMES.join(', ')}` })
  setting?: SettingName;

  @ApiPropertyOptional({ enum: PERIOD_IDS, description: 'Only the ticket amount of this period' })
  @IsOptional()
  @IsIn(PERIOD_IDS, { message: `period must be one of ${PERIOD_IDS.join(', ')}` })
  period?: PeriodId;

}
