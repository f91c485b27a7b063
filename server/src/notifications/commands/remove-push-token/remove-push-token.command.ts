import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/http/principal.js';

/** Stops pushes to this browser (called at logout): the session's tokens, or one named token. */
export class RemovePushToken extends Command<number> {
  constructor(
    readonly principal: Principal,
    readonly fcmToken?: string,
  ) {
    super();
  }
}
