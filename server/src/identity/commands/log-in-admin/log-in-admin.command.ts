import { Command } from '@nestjs/cqrs';
import type { AdminRole } from '../../entities/admin.entity.js';

export interface AdminLoginResult {
  token: string;
  username: string;
  role: AdminRole;
}

/** Admin console login (spec: POST /admin/login), rate-limited per address. */
export class LogInAdmin extends Command<AdminLoginResult> {
  constructor(
    readonly username: unknown,
    readonly password: unknown,
    readonly ip: string,
  ) {
    super();
  }
}
