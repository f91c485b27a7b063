import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class SessionUser {
  @ApiProperty({ example: 'ravi@example.com' })
  email: string;

  @ApiProperty()
  isProfileUpdated: boolean;
}

/**
 * The 200 answer of POST /user/login. With `otpSent: true` the player goes on to the code
 * step: a new code was mailed ('OTP sent successfully!'), or, inside the resend cooldown,
 * none was ('An OTP was already sent. Please check your email.') and `retryAfterSeconds`
 * says when one can be asked for; either way `loginChallenge` is what verifies the code.
 * With `otpSent: false` the answer carries the session.
 */
export class LogInPlayerResponse {
  @ApiProperty({ enum: ['N'] })
  err: 'N';

  @ApiProperty({ enum: ['OTP sent successfully!', 'An OTP was already sent. Please check your email.', 'Login successful'] })
  msg: string;

  @ApiProperty()
  otpSent: boolean;

  @ApiPropertyOptional({
    example: 95,
    minimum: 1,
    description: 'Only when no new code was sent because of the resend cooldown: whole seconds until one can be',
  })
  retryAfterSeconds?: number;

  @ApiPropertyOptional({
    description:
      'With otpSent: the challenge of this login step. Only its holder can verify the code (send it as X-Login-Challenge ' +
      'to verify-login-otp and send-otp); it also comes as an HttpOnly cookie.',
  })
  loginChallenge?: string;

  @ApiPropertyOptional({ description: 'The session token (otpSent: false)' })
  token?: string;

  @ApiPropertyOptional({ type: SessionUser })
  user?: SessionUser;

  @ApiPropertyOptional()
  isProfileUpdated?: boolean;
}
