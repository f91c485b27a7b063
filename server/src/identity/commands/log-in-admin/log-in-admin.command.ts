import { Command } from '@nestjs/cqrs';
import type { AdminRole } from '../../entities/admin.entity.js';

export interface AdminLoginResult {
  token: string;
  username: string;
  role: AdminRole;
  /** The key this browser keeps: it is trusted for this admin account from now on. */
  browserKey: string;
}

/** Admin console login (spec: POST /admin/login), rate-limited per address and per account. */
export class LogInAdmin extends Command<AdminLoginResult> {
  constructor(
    readonly username: unknown,
    readonly password: unknown,
    readonly ip: string,
    /** The key of an earlier completed sign-in in this browser, if it sent one. */
    readonly browserKey: string | undefined,
  ) {
    super();
  }
}
