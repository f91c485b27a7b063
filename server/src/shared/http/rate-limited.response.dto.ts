import { ApiProperty } from '@nestjs/swagger';

/** The 429 answer of a refusal that ends by itself (RateLimitedError); also sent as `Retry-After`. */
export class RateLimitedResponse {
  @ApiProperty({ enum: ['Y'] })
  err: 'Y';

  @ApiProperty({ example: 'Please wait 20 seconds before requesting a new OTP.' })
  msg: string;

  @ApiProperty({ example: 'IDENTITY.OTP_COOLDOWN', description: 'The stable error code' })
  code: string;

  @ApiProperty({ example: 20, minimum: 1, description: 'Whole seconds until the same request can succeed' })
  retryAfterSeconds: number;
}
