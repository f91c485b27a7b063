import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';

/**
 * Checked by the handler rather than by field constraints: whatever is missing or
 * malformed, the answer is the one message the admin login form expects (400).
 */
export class LogInAdminRequest {
  @ApiProperty({ example: 'admin' })
  @IsOptional()
  username?: unknown;

  @ApiProperty({ example: 'Admin@12345' })
  @IsOptional()
  password?: unknown;
}
