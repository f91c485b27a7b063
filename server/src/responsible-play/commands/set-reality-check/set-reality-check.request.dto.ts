import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '../../responsible-play.js';

/** PUT /user/responsible-play/reality-check (contract C5). */
export class SetRealityCheckRequest {
  @ApiProperty({ enum: REALITY_CHECK_MINUTES, description: '0: off; otherwise a reminder every 30 or 60 minutes of a session' })
  @IsIn(REALITY_CHECK_MINUTES, { message: 'minutes must be 0 (off), 30 or 60' })
  minutes: RealityCheckMinutes;
}
