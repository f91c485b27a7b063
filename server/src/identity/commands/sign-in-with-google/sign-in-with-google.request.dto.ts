import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class SignInWithGoogleRequest {
  @ApiProperty({ description: 'The ID token (credential) from the Google sign-in popup' })
  @MaxLength(8192, { message: 'Google sign-in failed' })
  @IsNotEmpty({ message: 'Google sign-in failed' })
  @IsString({ message: 'Google sign-in failed' })
  idToken: string;

  @ApiPropertyOptional({ description: 'Referrer code, used only when this creates the account' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @MaxLength(32, { message: 'Invalid referral code' })
  @IsString({ message: 'Invalid referral code' })
  referralCode?: string;
}
