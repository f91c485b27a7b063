import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsStrongPassword } from '../../passwords/is-strong-password.decorator.js';

export class ResetPasswordRequest {
  @ApiProperty({ description: 'The token from the reset link' })
  @MaxLength(200, { message: 'This reset link is invalid or has expired.' })
  @IsNotEmpty({ message: 'This reset link is invalid or has expired.' })
  @IsString({ message: 'This reset link is invalid or has expired.' })
  token: string;

  @ApiProperty({ example: 'NewSecret@123' })
  @IsStrongPassword()
  password: string;
}
