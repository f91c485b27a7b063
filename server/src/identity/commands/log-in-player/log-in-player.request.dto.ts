import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { normaliseEmail } from '../../email.js';
import { IsStrongPassword } from '../../passwords/is-strong-password.decorator.js';

export class LogInPlayerRequest {
  @ApiProperty({ example: 'ravi@example.com' })
  @Transform(normaliseEmail)
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  email: string;

  @ApiProperty({ example: 'Secret@123' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsStrongPassword()
  password: string;
}
