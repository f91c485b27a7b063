import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../passwords/password-policy.js';

/** The messages of the spec's change-password form (section 5). */
export class ChangePasswordRequest {
  @ApiProperty()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Current password is incorrect.' })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({ example: 'NewSecret@123' })
  @Matches(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9])/s, {
    message: 'Password must include uppercase, lowercase, and special character',
  })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsNotEmpty({ message: 'New password is required' })
  @IsString({ message: 'New password is required' })
  newPassword: string;
}
