import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { normaliseEmail } from '../../email.js';

export class VerifyOtpRequest {
  @ApiProperty({ example: 'ravi@example.com' })
  @Transform(normaliseEmail)
  @IsString({ message: 'Email is required' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  identifier: string;

  @ApiProperty({ example: '042917' })
  @IsString({ message: 'Please enter the complete 6-digit OTP' })
  @Matches(/^\d{6}$/, { message: 'Please enter the complete 6-digit OTP' })
  otp: string;

  @ApiPropertyOptional({ example: 'K7M2QX9D', description: 'The referrer code from /register?ref=CODE' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @IsString({ message: 'Invalid referral code' })
  @MaxLength(32, { message: 'Invalid referral code' })
  referralCode?: string;
}
