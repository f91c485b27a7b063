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

/**
 * Creates the first admin at start from ADMIN_USERNAME / ADMIN_PASSWORD when that
 * username does not exist yet; an existing admin's password is never overwritten.
 * Production cannot start without both (config.ts).
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
    const username = this.config.ADMIN_USERNAME ?? DEVELOPMENT_ADMIN.username;
    const password = this.config.ADMIN_PASSWORD ?? DEVELOPMENT_ADMIN.password;
    const exists = await this.admins.createQueryBuilder('a').where('lower(a.username) = lower(:username)', { username }).getExists();
    if (exists) return;
    if (!isStrongPassword(password)) this.logger.warn('ADMIN_PASSWORD does not meet the password rule; choose a stronger one');
    try {
      await this.commandBus.execute(new CreateAdmin(username, password, 'admin', false, systemMeta('admin-seeder', 'admin-seeder')));
    } catch (error) {
      // Another instance seeded it at the same moment.
      if (error instanceof AdminUsernameTakenError) return;
      throw error;
    }
    const how = this.config.ADMIN_PASSWORD ? 'from ADMIN_USERNAME/ADMIN_PASSWORD' : `with the development default password ${DEVELOPMENT_ADMIN.password}`;
    this.logger.warn(`Created the first admin "${username}" ${how}`);
  }
}
