import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { normaliseEmail } from '../../email.js';

export class VerifyOtpRequest {
  @ApiProperty({ example: 'ravi@example.com' })
  @Transform(normaliseEmail)
  @MaxLength(254, { message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  @IsString({ message: 'Email is required' })
  identifier: string;

  @ApiProperty({ example: '042917' })
  @Matches(/^\d{6}$/, { message: 'Please enter the complete 6-digit OTP' })
  @IsString({ message: 'Please enter the complete 6-digit OTP' })
  otp: string;

  @ApiPropertyOptional({ example: 'K7M2QX9D', description: 'The referrer code from /register?ref=CODE' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @MaxLength(32, { message: 'Invalid referral code' })
  @IsString({ message: 'Invalid referral code' })
  referralCode?: string;
}
