import { ApiProperty } from '@nestjs/swagger';
import { IsIn, ValidateBy } from 'class-validator';
import { PAUSE_DURATIONS, type PauseDuration, type PauseKind } from '../../responsible-play.js';

const KINDS = Object.keys(PAUSE_DURATIONS) as PauseKind[];
const DURATIONS = [...PAUSE_DURATIONS.cool_off, ...PAUSE_DURATIONS.self_exclusion];

/** POST /user/responsible-play/pause (contract C7): a cool-off of 24h, 7d or 30d, or a self-exclusion of 6m, 1y or 5y. */
export class PausePlayRequest {
  @ApiProperty({ enum: KINDS })
  @IsIn(KINDS, { message: "kind must be 'cool_off' or 'self_exclusion'" })
  kind: PauseKind;

  @ApiProperty({ enum: DURATIONS, description: "cool_off: '24h', '7d' or '30d'; self_exclusion: '6m', '1y' or '5y'" })
  @ValidateBy(
    {
      name: 'isPauseDuration',
      validator: {
        validate: (value, args) => {
          const kind = (args?.object as { kind?: unknown }).kind;
          const allowed: readonly string[] = kind === 'cool_off' || kind === 'self_exclusion' ? PAUSE_DURATIONS[kind] : DURATIONS;
          return typeof value === 'string' && allowed.includes(value);
        },
      },
    },
    { message: "duration must be '24h', '7d' or '30d' for a cool-off, '6m', '1y' or '5y' for a self-exclusion" },
  )
  duration: PauseDuration;
}
