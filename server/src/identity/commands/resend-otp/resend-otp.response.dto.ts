import { ApiProperty } from '@nestjs/swagger';

/**
 * The 200 answer of send-otp and resend-otp: a new code went out. Inside the resend
 * cooldown no code is sent and the answer is a 429 (RateLimitedResponse) with
 * `retryAfterSeconds`.
 */
export class OtpSentResponse {
  @ApiProperty({ enum: ['N'] })
  err: 'N';

  @ApiProperty({ example: 'OTP sent successfully!' })
  msg: string;
}
