import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_CLOSES_LIMIT = 100;
export const MAX_CLOSES_LIMIT = 500;

/** Plain decimal integers only: `1e3`, `0x10`, ` 7` or an empty value are refused, not read as numbers. */
const wholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value);

/** GET /draws/closes?since&limit: the entries after seq `since`, oldest first. */
export class CloseFeedRequest {
  @ApiPropertyOptional({ default: 0, minimum: 0, description: 'Entries with a greater seq are listed (0: from the first)' })
  @IsOptional()
  @Transform(wholeNumber)
  @Max(Number.MAX_SAFE_INTEGER, { message: 'since is too large' })
  @Min(0, { message: 'since must be 0 or more' })
  @IsInt({ message: 'since must be a whole number' })
  since = 0;

  @ApiPropertyOptional({ default: DEFAULT_CLOSES_LIMIT, minimum: 1, maximum: MAX_CLOSES_LIMIT })
  @IsOptional()
  @Transform(wholeNumber)
  @Max(MAX_CLOSES_LIMIT, { message: 'limit must be between 1 and 500' })
  @Min(1, { message: 'limit must be between 1 and 500' })
  @IsInt({ message: 'limit must be a whole number' })
  limit = DEFAULT_CLOSES_LIMIT;
}
