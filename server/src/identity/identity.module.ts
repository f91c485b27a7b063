import { Global, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../shared/config/config.js';
import { AfterAnswer } from '../shared/http/after-answer.js';
import { MailModule } from '../shared/mail/mail.module.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminAccountRecorder } from './admin-accounts/admin-account-recorder.js';
import { AdminAccountsBackfill } from './admin-accounts/admin-accounts-backfill.js';
import { AdminMeController } from './admin-me.controller.js';
import { AdminSeeder } from './admin-seeder.js';
import { IdentityHousekeeping } from './identity-housekeeping.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { CreateAdminHandler } from './commands/create-admin/create-admin.handler.js';
import { AdminLoginAttempts } from './commands/log-in-admin/admin-login-attempts.js';
import { LogInAdminHandler } from './commands/log-in-admin/log-in-admin.handler.js';
import { LogInPlayerHandler } from './commands/log-in-player/log-in-player.handler.js';
import { PlayerLoginFailures } from './commands/log-in-player/player-login-failures.js';
import { LogOutHandler } from './commands/log-out/log-out.handler.js';
import { RegisterPlayerHandler } from './commands/register-player/register-player.handler.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResendOtpHandler } from './commands/resend-otp/resend-otp.handler.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { FederatedGoogleCertificates, GoogleCertificates } from './commands/sign-in-with-google/google-certificates.js';
import { GoogleTokenVerifier } from './commands/sign-in-with-google/google-token-verifier.js';
import { SignInWithGoogleHandler } from './commands/sign-in-with-google/sign-in-with-google.handler.js';
import { SetLanguageHandler } from './commands/set-language/set-language.handler.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { VerifyOtpHandler } from './commands/verify-otp/verify-otp.handler.js';
import { AdminEntity } from './entities/admin.entity.js';
import { OtpCodeEntity } from './entities/otp-code.entity.js';
import { PasswordResetEntity } from './entities/password-reset.entity.js';
import { PlayerEntity } from './entities/player.entity.js';
import { SessionEntity } from './entities/session.entity.js';
import { LoginGrants } from './otp/login-grants.js';
import { OtpService } from './otp/otp.service.js';
import { PasswordController } from './password.controller.js';
import { PasswordGuessability } from './passwords/password-guessability.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { PlayerAccounts } from './player-accounts.service.js';
import { QuotaLedger } from './quotas/quota-ledger.js';
import { UsernameClaims } from './username-claims.js';
import { PlayerAuthController } from './player-auth.controller.js';
import { ProfileController } from './profile.controller.js';
import { FindLiveSessionsHandler } from './queries/find-live-sessions/find-live-sessions.handler.js';
import { FindAdminByUsernameHandler, GetAdminAccountsHandler } from './queries/get-admin-accounts/get-admin-accounts.handler.js';
import { GetAdminUsernamesHandler } from './queries/get-admin-usernames/get-admin-usernames.handler.js';
import { GetPlayerAccountHandler } from './queries/get-player-account/get-player-account.handler.js';
import { GetPlayerLanguagesHandler } from './queries/get-player-languages/get-player-languages.handler.js';
import { GetPlayerReferrerHandler } from './queries/get-player-referrer/get-player-referrer.handler.js';
import { CountPlayersHandler, GetPlayerSummariesHandler } from './queries/get-player-summaries/get-player-summaries.handler.js';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler.js';
import { GetSessionStartHandler } from './queries/get-session-start/get-session-start.handler.js';
import { IsProfileCompleteHandler } from './queries/is-profile-complete/is-profile-complete.handler.js';
import { ExportPlayersHandler, ListPlayersHandler } from './queries/list-players/list-players.handler.js';
import { AuthGuard } from './sessions/auth.guard.js';
import { deriveOtpKey, JWT_SIGNING_SECRET, OTP_HMAC_KEY, resolveJwtSecret } from './sessions/identity-secret.js';
import { SessionCache } from './sessions/session-cache.js';
import { SessionJwtStrategy } from './sessions/session-jwt.strategy.js';
import { SessionService } from './sessions/session.service.js';
import { TrustedBrowsers } from './sign-in/trusted-browsers.js';

/**
 * Players, admins and auditors: accounts, one-time codes, sessions and the AuthGuard
 * that every other feature's controllers use through `@Auth(role)`. Needs APP_CONFIG and
 * Clock (CoreModule), the database, and CqrsModule (wallet opening and balances).
 * Global, so any feature's controller can say `@Auth('user')` without importing it.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([PlayerEntity, AdminEntity, SessionEntity, OtpCodeEntity, PasswordResetEntity]),
    MailModule,
  ],
  controllers: [PlayerAuthController, PasswordController, ProfileController, AdminAuthController, AdminMeController],
  providers: [
    { provide: JWT_SIGNING_SECRET, inject: [APP_CONFIG], useFactory: (config: AppConfig) => resolveJwtSecret(config) },
    { provide: OTP_HMAC_KEY, inject: [JWT_SIGNING_SECRET], useFactory: deriveOtpKey },
    {
      provide: JwtService,
      inject: [JWT_SIGNING_SECRET],
      useFactory: (secret: string) =>
        new JwtService({ secret, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } }),
    },
    { provide: GoogleCertificates, useClass: FederatedGoogleCertificates },
    SessionCache,
    SessionService,
    SessionJwtStrategy,
    AuthGuard,
    PasswordHasher,
    PasswordGuessability,
    OtpService,
    LoginGrants,
    TrustedBrowsers,
    PlayerLoginFailures,
    AdminLoginAttempts,
    PlayerAccounts,
    UsernameClaims,
    QuotaLedger,
    AfterAnswer,
    GoogleTokenVerifier,
    AdminSeeder,
    AdminAccountRecorder,
    AdminAccountsBackfill,
    IdentityHousekeeping,
    RegisterPlayerHandler,
    LogInPlayerHandler,
    ResendOtpHandler,
    VerifyOtpHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    SignInWithGoogleHandler,
    UpdateProfileHandler,
    SetLanguageHandler,
    LogOutHandler,
    LogInAdminHandler,
    CreateAdminHandler,
    GetProfileHandler,
    ListPlayersHandler,
    ExportPlayersHandler,
    GetPlayerReferrerHandler,
    GetPlayerAccountHandler,
    GetPlayerLanguagesHandler,
    GetPlayerSummariesHandler,
    CountPlayersHandler,
    FindLiveSessionsHandler,
    GetAdminUsernamesHandler,
    GetAdminAccountsHandler,
    FindAdminByUsernameHandler,
    IsProfileCompleteHandler,
    GetSessionStartHandler,
  ],
  exports: [SessionService, SessionJwtStrategy, AuthGuard],
})
export class IdentityModule {}
