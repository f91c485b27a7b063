import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { CommandMeta } from '../shared/cqrs/command-meta.js';
import { ok } from '../shared/http/envelope.js';
import { RateLimitedResponse } from '../shared/http/rate-limited.response.dto.js';
import { RequestMeta } from '../shared/http/request-meta.decorator.js';
import { LogInPlayer } from './commands/log-in-player/log-in-player.command.js';
import { LogInPlayerRequest } from './commands/log-in-player/log-in-player.request.dto.js';
import { LogInPlayerResponse } from './commands/log-in-player/log-in-player.response.dto.js';
import { RegisterPlayer } from './commands/register-player/register-player.command.js';
import { RegisterPlayerRequest } from './commands/register-player/register-player.request.dto.js';
import { ResendOtp } from './commands/resend-otp/resend-otp.command.js';
import { ResendOtpByEmailRequest, ResendOtpRequest } from './commands/resend-otp/resend-otp.request.dto.js';
import { OtpSentResponse } from './commands/resend-otp/resend-otp.response.dto.js';
import { SignInWithGoogle } from './commands/sign-in-with-google/sign-in-with-google.command.js';
import { SignInWithGoogleRequest } from './commands/sign-in-with-google/sign-in-with-google.request.dto.js';
import { VerifyOtp } from './commands/verify-otp/verify-otp.command.js';
import { VerifyOtpRequest } from './commands/verify-otp/verify-otp.request.dto.js';
import { browserFingerprint } from './fingerprint.js';

export const REGISTERED_MESSAGE = 'Registration successful. Please check your email for the OTP.';
export const OTP_ALREADY_SENT_MESSAGE = 'An OTP was already sent. Please check your email.';

/** Signing up and signing in (spec section 7, Player): no token needed. */
@ApiTags('player sign-in')
@Controller('user')
export class PlayerAuthController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('register')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create an account; mails a registration OTP. Same answer for an email that is already registered.' })
  async register(@Body() body: RegisterPlayerRequest, @RequestMeta() meta: CommandMeta) {
    await this.commandBus.execute(new RegisterPlayer(body.username, body.email, body.password, meta));
    return ok(REGISTERED_MESSAGE);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Password login: mails a login OTP (otpSent). Repeated by the same browser within 2 minutes of a verified login OTP, it returns the session.',
  })
  @ApiOkResponse({ type: LogInPlayerResponse })
  @ApiTooManyRequestsResponse({ type: RateLimitedResponse, description: 'Hourly OTP cap reached, or too many failed logins from this address' })
  async login(@Body() body: LogInPlayerRequest, @Req() request: FastifyRequest) {
    const outcome = await this.commandBus.execute(
      new LogInPlayer(body.email, body.password, browserFingerprint(request), request.ip),
    );
    switch (outcome.kind) {
      case 'session':
        return ok('Login successful', undefined, { ...outcome.session, otpSent: false });
      case 'otp_sent':
        return ok('OTP sent successfully!', undefined, { otpSent: true });
      case 'otp_pending':
        return ok(OTP_ALREADY_SENT_MESSAGE, undefined, { otpSent: true, retryAfterSeconds: outcome.retryAfterSeconds });
    }
  }

  @Post('send-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resend the OTP of the current registration or login (cooldown 120 s login / 30 s registration, hourly cap)' })
  @ApiOkResponse({ type: OtpSentResponse })
  @ApiTooManyRequestsResponse({ type: RateLimitedResponse, description: 'In the cooldown or over the hourly cap: no code sent' })
  async sendOtp(@Body() body: ResendOtpRequest) {
    await this.commandBus.execute(new ResendOtp(body.identifier));
    return ok('OTP sent successfully!');
  }

  @Post('resend-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Same as send-otp, with { email }' })
  @ApiOkResponse({ type: OtpSentResponse })
  @ApiTooManyRequestsResponse({ type: RateLimitedResponse, description: 'In the cooldown or over the hourly cap: no code sent' })
  async resendOtp(@Body() body: ResendOtpByEmailRequest) {
    await this.commandBus.execute(new ResendOtp(body.email));
    return ok('OTP sent successfully!');
  }

  @Post('verify-login-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check the OTP; returns a session. The first check of a new account applies the referral code.' })
  @ApiOkResponse({ description: '{ err, msg, token, user: { email, isProfileUpdated }, isProfileUpdated }' })
  async verifyOtp(@Body() body: VerifyOtpRequest, @Req() request: FastifyRequest, @RequestMeta() meta: CommandMeta) {
    const session = await this.commandBus.execute(
      new VerifyOtp(body.identifier, body.otp, body.referralCode, browserFingerprint(request), meta),
    );
    return ok('OTP verified successfully.', undefined, { ...session });
  }

  @Post('google-auth')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in or sign up with a Google ID token' })
  async googleAuth(@Body() body: SignInWithGoogleRequest, @RequestMeta() meta: CommandMeta) {
    const session = await this.commandBus.execute(
      new SignInWithGoogle(body.idToken, body.referralCode, meta),
    );
    return ok('Google sign-in successful', undefined, { ...session });
  }
}
