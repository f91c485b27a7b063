import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class SavePushTokenRequest {
  @ApiProperty({ description: 'The Firebase Cloud Messaging registration token of this browser' })
  @MaxLength(4096, { message: 'fcmToken is too long' })
  @IsNotEmpty({ message: 'fcmToken is required' })
  @IsString({ message: 'fcmToken is required' })
  fcmToken: string;

  @ApiPropertyOptional({ description: 'True when the admin console registers it; must match the token used' })
  @IsOptional()
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin?: boolean;
}

export class AdminPushTokenRequest {
  @ApiProperty({ description: 'The Firebase Cloud Messaging registration token of this browser' })
  @MaxLength(4096, { message: 'fcmToken is too long' })
  @IsNotEmpty({ message: 'fcmToken is required' })
  @IsString({ message: 'fcmToken is required' })
  fcmToken: string;
}

export class RemovePushTokenRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isAdmin must be true or false' })
  isAdmin?: boolean;

  @ApiPropertyOptional({ description: 'Remove only this token; by default every token of this session' })
  @IsOptional()
  @MaxLength(4096, { message: 'fcmToken is too long' })
  // An empty token names no token: leave the field out to remove the session's tokens.
  @IsNotEmpty({ message: 'fcmToken must not be empty' })
  @IsString({ message: 'fcmToken must be text' })
  fcmToken?: string;
}
