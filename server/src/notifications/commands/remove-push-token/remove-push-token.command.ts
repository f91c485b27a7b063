import type { Principal } from '../../../shared/http/principal.js';

/** Stops pushes to this browser (called at logout): the session's tokens, or one named token. */
export class RemovePushToken {
  constructor(
    readonly principal: Principal,
    readonly fcmToken?: string,
  ) {}
}
