import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { AdminEntity } from '../../entities/admin.entity.js';
import {
  AdminFieldsMissingError,
  AdminLoginLimitedError,
  AdminUnknownError,
  AdminWrongPasswordError,
} from '../../identity.errors.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { SessionService } from '../../sessions/session.service.js';
import { secretHash } from '../../sign-in/sign-in-secrets.js';
import { TrustedBrowsers } from '../../sign-in/trusted-browsers.js';
import { AdminLoginAttempts } from './admin-login-attempts.js';
import { LogInAdmin, type AdminLoginResult } from './log-in-admin.command.js';

/**
 * 400 missing field, 429 too many failures, 404 unknown username, 401 wrong password (spec
 * section 8). Each attempt is counted before the username is looked up or the password
 * checked (admin-login-attempts.ts); a browser trusted for the account is counted apart.
 */
@CommandHandler(LogInAdmin)
export class LogInAdminHandler implements ICommandHandler<LogInAdmin> {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly attempts: AdminLoginAttempts,
    private readonly browsers: TrustedBrowsers,
    private readonly clock: Clock,
  ) {}

  async execute({ username, password, ip, browserKey }: LogInAdmin): Promise<AdminLoginResult> {
    if (!isFilled(username) || !isFilled(password) || username.length > 100 || password.length > 200) {
      throw new AdminFieldsMissingError();
    }
    const key = username.trim().toLowerCase();
    const admin = await this.admins.createQueryBuilder('a').where('lower(a.username) = :key', { key }).getOne();
    const keyHash = browserKey ? secretHash(browserKey) : null;
    const trusted = admin && keyHash && (await this.browsers.isTrusted(keyHash, 'admin', admin.id)) ? keyHash : null;
    const attempt = await this.attempts.reserve(key, ip, trusted);
    if (!attempt.granted) throw new AdminLoginLimitedError(attempt.waitMs / 1000);
    if (!admin) throw new AdminUnknownError();
    if (!(await this.hasher.verify(admin.passwordHash, password))) throw new AdminWrongPasswordError();
    await this.attempts.succeeded(attempt.id);
    await this.admins.update({ id: admin.id }, { lastLoginAt: this.clock.now() });
    const { token } = await this.sessions.open('admin', admin.id);
    const kept = await this.browsers.trust('admin', admin.id, browserKey);
    return { token, username: admin.username, role: admin.role, browserKey: kept };
  }
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}
