import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandMeta } from '../shared/cqrs/command-meta.js';
import { languageOf, RequestLanguage } from '../shared/i18n/request-language.js';
import type { Language } from '../shared/i18n/language.js';
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
import { BROWSER_KEY, CHALLENGE, readSecret, setSecretCookie } from './sign-in/sign-in-cookies.js';

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
  @ApiTooManyRequestsResponse({ type: RateLimitedResponse, description: 'Too many registrations from this address this hour' })
  async register(@Body() body: RegisterPlayerRequest, @Req() request: FastifyRequest, @RequestMeta() meta: CommandMeta) {
    await this.commandBus.execute(new RegisterPlayer(body.username, body.email, body.password, request.ip, meta, languageOf(request)));
    return ok(REGISTERED_MESSAGE);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Password login: mails a login OTP (otpSent) and returns the challenge (loginChallenge) that alone can verify it. ' +
      'Repeated by the browser that verified a login OTP within 2 minutes (its browser key), it returns the session.',
  })
  @ApiHeader({ name: 'X-Browser-Key', required: false, description: 'The browserKey of an earlier verify-login-otp in this browser' })
  @ApiOkResponse({ type: LogInPlayerResponse })
  @ApiTooManyRequestsResponse({ type: RateLimitedResponse, description: 'Hourly OTP cap reached, or too many failed logins' })
  async login(@Body() body: LogInPlayerRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const outcome = await this.commandBus.execute(
      new LogInPlayer(body.email, body.password, request.ip, readSecret(request, BROWSER_KEY), languageOf(request)),
    );
    if (outcome.kind === 'session') return ok('Login successful', undefined, { ...outcome.session, otpSent: false });
    setSecretCookie(request, reply, CHALLENGE, outcome.challenge);
    if (outcome.kind === 'otp_sent') return ok('OTP sent successfully!', undefined, { otpSent: true, loginChallenge: outcome.challenge });
    return ok(OTP_ALREADY_SENT_MESSAGE, undefined, {
      otpSent: true,
      retryAfterSeconds: outcome.retryAfterSeconds,
      loginChallenge: outcome.challenge,
    });
  }

  @Post('send-otp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Resend the OTP of the current step: with the login challenge, a new login OTP for that login (cooldown 120 s); ' +
      'without, a registration OTP for an account that has not finished verification (cooldown 30 s). Hourly caps.',
  })
  @ApiHeader({ name: 'X-Login-Challenge', required: false, description: 'The loginChallenge of the login step' })
  @ApiOkResponse({ type: OtpSentResponse })
  @ApiTooManyRequestsResponse({ type: RateLimitedResponse, description: 'In the cooldown or over the hourly cap: no code sent' })
  async sendOtp(@Body() body: ResendOtpRequest, @Req() request: FastifyRequest) {
    await this.commandBus.execute(new ResendOtp(body.identifier, readSecret(request, CHALLENGE), languageOf(request)));
    return ok('OTP sent successfully!');
  }

  @Post('resend-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Same as send-otp, with { email }' })
  @ApiHeader({ name: 'X-Login-Challenge', required: false, description: 'The loginChallenge of the login step' })
  @ApiOkResponse({ type: OtpSentResponse })
  @ApiTooManyRequestsResponse({ type: RateLimitedResponse, description: 'In the cooldown or over the hourly cap: no code sent' })
  async resendOtp(@Body() body: ResendOtpByEmailRequest, @Req() request: FastifyRequest) {
    await this.commandBus.execute(new ResendOtp(body.email, readSecret(request, CHALLENGE), languageOf(request)));
    return ok('OTP sent successfully!');
  }

  @Post('verify-login-otp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Check the OTP: a login OTP needs the challenge of its login (X-Login-Challenge), a registration OTP an account that has ' +
      'not finished verification. Returns a session and the browserKey this browser keeps. The first check of a new account applies the referral code.',
  })
  @ApiHeader({ name: 'X-Login-Challenge', required: false, description: 'The loginChallenge of the login step' })
  @ApiHeader({ name: 'X-Browser-Key', required: false, description: 'The browserKey this browser already holds' })
  @ApiOkResponse({ description: '{ err, msg, token, user: { email, isProfileUpdated }, isProfileUpdated, browserKey }' })
  async verifyOtp(
    @Body() body: VerifyOtpRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestMeta() meta: CommandMeta,
  ) {
    const signedIn = await this.commandBus.execute(
      new VerifyOtp(body.identifier, body.otp, body.referralCode, readSecret(request, CHALLENGE), readSecret(request, BROWSER_KEY), meta),
    );
    setSecretCookie(request, reply, CHALLENGE, undefined);
    setSecretCookie(request, reply, BROWSER_KEY, signedIn.browserKey);
    return ok('OTP verified successfully.', undefined, { ...signedIn });
  }

  @Post('google-auth')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in or sign up with a Google ID token' })
  async googleAuth(@Body() body: SignInWithGoogleRequest, @RequestMeta() meta: CommandMeta, @RequestLanguage() language: Language) {
    const session = await this.commandBus.execute(new SignInWithGoogle(body.idToken, body.referralCode, meta, language));
    return ok('Google sign-in successful', undefined, { ...session });
  }
}
