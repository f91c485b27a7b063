import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/http/principal.js';

/** Records this browser's push token for the caller; another account's token moves only once its session there ended. */
export class SavePushToken extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly fcmToken: string,
  ) {
    super();
  }
}
