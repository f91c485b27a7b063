import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { RESULT_SOURCES } from '../../../draws/draw-periods.js';

/** POST /admin/settings/result-source/:period */
export class SetResultSourceRequest {
  @ApiProperty({
    enum: RESULT_SOURCES,
    description: "rng: the server's draw from a committed seed and the public beacon; manual: a witnessed draw, entered by one admin and approved by another",
  })
  @IsIn(RESULT_SOURCES, { message: 'Choose rng or manual' })
  source: string;
}
