import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { HasPasswordCharacters } from '../../passwords/is-strong-password.decorator.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '../../passwords/password-policy.js';

/**
 * The messages of the spec's change-password form (section 5). The pipe stops at a
 * field's first error and runs the constraint nearest the property first.
 */
export class ChangePasswordRequest {
  @ApiProperty()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Current password is incorrect.' })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({ example: 'NewSecret@123', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @HasPasswordCharacters()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @IsNotEmpty({ message: 'New password is required' })
  @IsString({ message: 'New password is required' })
  newPassword: string;
}
