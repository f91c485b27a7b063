/**
 * What the rounds tell the rest of this server, published on the CQRS EventBus right after
 * a round's events are stored. In-process only: other instances hear of a change through
 * PostgreSQL (NOTIFY fd_rounds, migration 1795266000000), a few milliseconds later, so
 * this instance's own readers (the open-rounds cache) see its own change at once.
 */
export class RoundChanged {
  constructor(readonly roundId: string) {}
}
