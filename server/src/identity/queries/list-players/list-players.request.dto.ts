import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PLAYER_SEARCH_MAX_LENGTH } from './player-search.js';

/** GET /admin/users-list?page&limit&q (and the CSV's q: paging is ignored there). */
export class ListPlayersRequest {
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

  @ApiPropertyOptional({
    maxLength: PLAYER_SEARCH_MAX_LENGTH,
    description:
      'Search (trimmed, any letter case, a substring): first name, last name, "first last", username, email; ' +
      "a phone number matches the mobile's digits ('98765' finds +919876543210). % and _ match only themselves.",
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(PLAYER_SEARCH_MAX_LENGTH, { message: `q must be at most ${PLAYER_SEARCH_MAX_LENGTH} characters` })
  @IsString({ message: 'q must be text' })
  q?: string;
}
