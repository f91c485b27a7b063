import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../shared/config/config.js';
import { systemMeta } from '../shared/cqrs/command-meta.js';
import { CreateAdmin } from './commands/create-admin/create-admin.command.js';
import { AdminEntity } from './entities/admin.entity.js';
import { AdminUsernameTakenError } from './identity.errors.js';
import { isStrongPassword } from './passwords/password-policy.js';

/** The documented development login of the admin console (never used in production). */
export const DEVELOPMENT_ADMIN = { username: 'admin', password: 'Admin@12345' } as const;
/** The documented development login of a read-only auditor (development only). */
export const DEVELOPMENT_AUDITOR = { username: 'auditor', password: 'Auditor@12345' } as const;
/** A second admin in development: a witnessed draw's result needs one admin to enter it and another to approve it. */
export const DEVELOPMENT_CHECKER = { username: 'checker', password: 'Checker@12345' } as const;

/**
 * Creates the first admin at start from ADMIN_USERNAME / ADMIN_PASSWORD when that
 * username does not exist yet, and a read-only auditor from AUDITOR_USERNAME /
 * AUDITOR_PASSWORD (in development, a documented default); an existing account's password
 * is never overwritten. Production cannot start without the admin's (config.ts).
 */
@Injectable()
export class AdminSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminSeeder');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly commandBus: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_USERNAME, ADMIN_PASSWORD, AUDITOR_USERNAME, AUDITOR_PASSWORD, NODE_ENV } = this.config;
    await this.seed('admin', ADMIN_USERNAME ?? DEVELOPMENT_ADMIN.username, ADMIN_PASSWORD ?? DEVELOPMENT_ADMIN.password, ADMIN_PASSWORD ? 'ADMIN_USERNAME/ADMIN_PASSWORD' : null);
    // An auditor only when configured, or in development, where a new user tries the console's read-only side.
    if (AUDITOR_USERNAME && AUDITOR_PASSWORD) await this.seed('auditor', AUDITOR_USERNAME, AUDITOR_PASSWORD, 'AUDITOR_USERNAME/AUDITOR_PASSWORD');
    else if (NODE_ENV === 'development') await this.seed('auditor', DEVELOPMENT_AUDITOR.username, DEVELOPMENT_AUDITOR.password, null);
    if (NODE_ENV === 'development' && !ADMIN_PASSWORD) await this.seed('admin', DEVELOPMENT_CHECKER.username, DEVELOPMENT_CHECKER.password, null);
  }

  /** Creates the account unless its username exists; `from`: the variables it came from (null: the development default). */
  private async seed(role: 'admin' | 'auditor', username: string, password: string, from: string | null): Promise<void> {
    const exists = await this.admins.createQueryBuilder('a').where('lower(a.username) = lower(:username)', { username }).getExists();
    if (exists) return;
    if (!isStrongPassword(password)) this.logger.warn(`The ${role} password does not meet the password rule; choose a stronger one`);
    try {
      await this.commandBus.execute(new CreateAdmin(username, password, role, false, systemMeta('admin-seeder', 'admin-seeder')));
    } catch (error) {
      // Another instance seeded it at the same moment.
      if (error instanceof AdminUsernameTakenError) return;
      throw error;
    }
    const how = from ? `from ${from}` : `with the development default password ${password}`;
    this.logger.warn(`Created the ${role === 'admin' ? 'admin' : 'auditor'} "${username}" ${how}`);
  }
}
