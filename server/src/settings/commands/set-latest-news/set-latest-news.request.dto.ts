import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, ValidateBy } from 'class-validator';
import { isNewsUrl, MAX_NEWS_URL_LENGTH } from '../../settings.rules.js';

/** POST /admin/settings/latest-news (spec section 7: the POST sends url). */
export class SetLatestNewsRequest {
  @ApiProperty({ example: 'https://news.fairdraw.example/weekly-giant', maxLength: MAX_NEWS_URL_LENGTH, description: 'An http:// or https:// URL' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateBy({ name: 'isNewsUrl', validator: { validate: isNewsUrl } }, { message: 'Please enter a valid URL' })
  @MaxLength(MAX_NEWS_URL_LENGTH, { message: `The URL may be at most ${MAX_NEWS_URL_LENGTH} characters` })
  @IsString({ message: 'Please enter a valid URL' })
  url: string;
}
