import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/http/principal.js';

/** Ends the caller's session (player or admin): its token is refused from now on. */
export class LogOut extends Command<void> {
  constructor(readonly principal: Principal) {
    super();
  }
}
