import type { Principal } from '../../../shared/http/principal.js';

/** A signed-in player changes their password; every session ends and a new one starts. */
export class ChangePassword {
  constructor(
    readonly principal: Extract<Principal, { kind: 'user' }>,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {}
}
