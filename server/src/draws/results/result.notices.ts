/**
 * Published on the CQRS EventBus when this instance stored a manual result's entry: it
 * waits for another admin's approval (the admins' pushes).
 */
export class ResultAwaitsApproval {
  constructor(
    readonly roundId: string,
    readonly period: string,
    readonly adminId: string,
  ) {}
}
