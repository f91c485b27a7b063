import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageRequest } from '../../../shared/http/page.request.dto.js';
import { PLAYER_SEARCH_MAX_LENGTH } from './player-search.js';

/** GET /admin/users-list?page&limit&q (and the CSV's q: paging is ignored there). */
export class ListPlayersRequest extends PageRequest {

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
