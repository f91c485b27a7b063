import { DomainError } from '../shared/errors/domain-error.js';

/** Every reason the notifications feature refuses a request, each with a stable code. */

/** A push token registered as the other role than the session's (a player's token sent as an admin's). */
export class PushRoleMismatchError extends DomainError {
  constructor() {
    super('NOTIFICATIONS.ROLE_MISMATCH', 'isAdmin does not match the signed-in role.', 'forbidden');
  }
}

/** The push token is registered to another account whose session in that browser is still live. */
export class PushTokenOwnedError extends DomainError {
  constructor() {
    super('NOTIFICATIONS.TOKEN_OWNED', "This browser's push token belongs to another signed-in account.", 'conflict');
  }
}
