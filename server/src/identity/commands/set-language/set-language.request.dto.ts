import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LANGUAGES, type Language } from '../../../shared/i18n/language.js';

/** PUT /user/language: the language the player chose in the client's switch. */
export class SetLanguageRequest {
  @ApiProperty({ enum: LANGUAGES, example: 'hi', description: "'en' (English, the default) or 'hi' (Hindi)" })
  @IsIn(LANGUAGES, { message: 'language must be en or hi' })
  language: Language;
}
