import { DomainError } from '../shared/errors/domain-error.js';

/** Why the auditor's console refuses a request, each with a stable code. */

/** No player has this id (or it is not an id at all): nothing to show, nothing to check. */
export class WalletOwnerNotFoundError extends DomainError {
  constructor() {
    super('AUDIT.PLAYER_NOT_FOUND', 'Player not found', 'not_found');
  }
}

export class AuditRunNotFoundError extends DomainError {
  constructor() {
    super('AUDIT.RUN_NOT_FOUND', 'Audit run not found', 'not_found');
  }
}
