import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE } from '../../passwords/password-policy.js';
import { IsStrongPassword } from '../../passwords/is-strong-password.decorator.js';
import { normaliseEmail } from '../../email.js';
import { IsUsername } from '../../is-username.decorator.js';
import { normaliseUsername, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../username-policy.js';

export class RegisterPlayerRequest {
  @ApiProperty({
    example: 'lucky_ravi',
    minLength: USERNAME_MIN_LENGTH,
    maxLength: USERNAME_MAX_LENGTH,
    description: 'Stored in NFKC form; letters of one script (Latin or an Indian one), digits and ASCII symbols; no spaces or invisible characters',
  })
  @Transform(({ value }) => (typeof value === 'string' ? normaliseUsername(value) : value))
  @IsUsername()
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
