import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE } from '../../passwords/password-policy.js';
import { IsStrongPassword } from '../../passwords/is-strong-password.decorator.js';
import { normaliseEmail } from '../../email.js';

export class RegisterPlayerRequest {
  @ApiProperty({ example: 'lucky_ravi', minLength: 3, maxLength: 30 })
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @Matches(/^\S*$/, { message: 'Username must not contain spaces' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(30, { message: 'Username must be at most 30 characters' })
  username: string;

  @ApiProperty({ example: 'ravi@example.com' })
  @Transform(normaliseEmail)
  @IsString({ message: 'Email is required' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  email: string;

  @ApiProperty({ example: 'Secret@123', description: PASSWORD_RULE_MESSAGE, maxLength: PASSWORD_MAX_LENGTH })
  @IsStrongPassword()
  password: string;
}
