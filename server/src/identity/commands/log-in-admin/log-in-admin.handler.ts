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
import { AdminLoginAttempts } from './admin-login-attempts.js';
import { LogInAdmin, type AdminLoginResult } from './log-in-admin.command.js';

/** 400 missing field, 429 too many failures, 404 unknown username, 401 wrong password (spec section 8). */
@CommandHandler(LogInAdmin)
export class LogInAdminHandler implements ICommandHandler<LogInAdmin> {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly attempts: AdminLoginAttempts,
    private readonly clock: Clock,
  ) {}

  async execute({ username, password, ip }: LogInAdmin): Promise<AdminLoginResult> {
    if (!isFilled(username) || !isFilled(password) || username.length > 100 || password.length > 200) {
      throw new AdminFieldsMissingError();
    }
    const key = username.trim().toLowerCase();
    const waitMs = await this.attempts.waitMs(key, ip);
    if (waitMs > 0) throw new AdminLoginLimitedError(waitMs / 1000);
    const admin = await this.admins.createQueryBuilder('a').where('lower(a.username) = :key', { key }).getOne();
    if (!admin) {
      await this.attempts.record(key, ip, false);
      throw new AdminUnknownError();
    }
    if (!(await this.hasher.verify(admin.passwordHash, password))) {
      await this.attempts.record(key, ip, false);
      throw new AdminWrongPasswordError();
    }
    await this.attempts.record(key, ip, true);
    await this.admins.update({ id: admin.id }, { lastLoginAt: this.clock.now() });
    const { token } = await this.sessions.open('admin', admin.id);
    return { token, username: admin.username, role: admin.role };
  }
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}
