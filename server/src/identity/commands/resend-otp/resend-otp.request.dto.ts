import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { normaliseEmail } from '../../email.js';

export class ResendOtpRequest {
  @ApiProperty({ example: 'ravi@example.com', description: 'The email the code goes to' })
  @Transform(normaliseEmail)
  @MaxLength(254, { message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  @IsString({ message: 'Email is required' })
  identifier: string;
}

/** The spec's other resend call: "Resend OTP takes the email". */
export class ResendOtpByEmailRequest {
  @ApiProperty({ example: 'ravi@example.com' })
  @Transform(normaliseEmail)
  @MaxLength(254, { message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  @IsString({ message: 'Email is required' })
  email: string;
}
