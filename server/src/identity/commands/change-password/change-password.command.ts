import { Command } from '@nestjs/cqrs';
import type { PlayerSession } from '../../player-accounts.service.js';
import type { Principal } from '../../../shared/http/principal.js';

/** A signed-in player changes their password; every session ends and a new one starts. */
export class ChangePassword extends Command<PlayerSession> {
  constructor(
    readonly principal: Extract<Principal, { kind: 'user' }>,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
