/**
 * Published on the CQRS EventBus once a round's RoundSettled is stored by this instance
 * (in-process: the live feed and the winners' pushes). Amounts in paise.
 */
export class RoundSettledNotice {
  constructor(
    readonly roundId: string,
    readonly period: string,
    readonly winners: ReadonlyArray<{ userId: string; amountPaise: number; tickets: number }>,
  ) {}
}
