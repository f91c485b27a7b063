import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Paging of every list: page from 1 (20 rows by default), at most 100 rows a page. */
export class PageRequest {
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
