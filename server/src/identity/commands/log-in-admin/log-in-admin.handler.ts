import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { AdminEntity, type AdminRole } from '../../entities/admin.entity.js';
import { IdentityErrors } from '../../identity.errors.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { SessionService } from '../../sessions/session.service.js';
import { ADMIN_LOGIN_WINDOW_MS, isRateLimited } from './admin-login-limits.js';
import { LogInAdmin } from './log-in-admin.command.js';

export interface AdminLoginResult {
  token: string;
  username: string;
  role: AdminRole;
}

/** 400 missing field, 429 too many failures, 404 unknown username, 401 wrong password (spec section 8). */
@CommandHandler(LogInAdmin)
export class LogInAdminHandler implements ICommandHandler<LogInAdmin, AdminLoginResult> {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  async execute({ username, password, ip }: LogInAdmin): Promise<AdminLoginResult> {
    if (!isFilled(username) || !isFilled(password) || username.length > 100 || password.length > 200) {
      throw IdentityErrors.adminFieldsMissing();
    }
    const key = username.trim().toLowerCase();
    const now = this.clock.now();
    if (await this.tooManyFailures(key, ip, now)) throw IdentityErrors.adminRateLimited();
    const admin = await this.admins.createQueryBuilder('a').where('lower(a.username) = :key', { key }).getOne();
    if (!admin) {
      await this.record(key, ip, false, now);
      throw IdentityErrors.adminUnknown();
    }
    if (!(await this.hasher.verify(admin.passwordHash, password))) {
      await this.record(key, ip, false, now);
      throw IdentityErrors.adminWrongPassword();
    }
    await this.record(key, ip, true, now);
    await this.admins.update({ id: admin.id }, { lastLoginAt: now });
    const { token } = await this.sessions.open('admin', admin.id);
    return { token, username: admin.username, role: admin.role };
  }

  private async tooManyFailures(key: string, ip: string, now: Date): Promise<boolean> {
    const [row] = await this.admins.query(
      `SELECT count(*) FILTER (WHERE username_key = $1)::int AS pair, count(*)::int AS ip
         FROM admin_login_attempts WHERE ip = $2 AND NOT succeeded AND at > $3`,
      [key, ip, new Date(now.getTime() - ADMIN_LOGIN_WINDOW_MS)],
    );
    return isRateLimited(row);
  }

  private async record(key: string, ip: string, succeeded: boolean, now: Date): Promise<void> {
    await this.admins.query(
      `INSERT INTO admin_login_attempts (username_key, ip, succeeded, at) VALUES ($1, $2, $3, $4)`,
      [key, ip, succeeded, now],
    );
  }
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}
