import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE } from '../../passwords/password-policy.js';
import { IsStrongPassword } from '../../passwords/is-strong-password.decorator.js';
import { normaliseEmail } from '../../email.js';

export class RegisterPlayerRequest {
  @ApiProperty({ example: 'lucky_ravi', minLength: 3, maxLength: 30 })
  @MaxLength(30, { message: 'Username must be at most 30 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @Matches(/^\S*$/, { message: 'Username must not contain spaces' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  @ApiProperty({ example: 'ravi@example.com' })
  @Transform(normaliseEmail)
  @MaxLength(254, { message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  @IsString({ message: 'Email is required' })
  email: string;

  @ApiProperty({ example: 'Secret@123', description: PASSWORD_RULE_MESSAGE, maxLength: PASSWORD_MAX_LENGTH })
  @IsStrongPassword()
  password: string;
}
