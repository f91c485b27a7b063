/**
 * What money requests tell the rest of the server, published on the CQRS EventBus after
 * the request's events are stored (notifications push them to players and admins).
 * These are in-process notices, not stored events: the request streams are the record.
 */
export type MoneyRequestKind = 'deposit' | 'withdrawal';
export type MoneyRequestStatus = 'on_hold' | 'in_progress' | 'done' | 'rejected';

/** A player sent a new request: admins are told. */
export class MoneyRequestSubmitted {
  constructor(
    readonly kind: MoneyRequestKind,
    readonly requestId: string,
    readonly userId: string,
    readonly amountPaise: number,
  ) {}
}

/** An admin changed a request's status: its player is told (`reason` for a rejection). */
export class MoneyRequestStatusChanged {
  constructor(
    readonly kind: MoneyRequestKind,
    readonly requestId: string,
    readonly userId: string,
    readonly status: MoneyRequestStatus,
    readonly amountPaise: number,
    readonly reason: string | null,
  ) {}
}
