/**
 * One problem an audit found, with what it is about, so the console can link to it: the
 * wallet (its player's id), the round, and the wallet version where that is known.
 */
export type ProblemKind = 'history' | 'chain' | 'balance' | 'ledger' | 'money-request' | 'settlement';

export interface AuditProblem {
  kind: ProblemKind;
  message: string;
  userId?: string;
  roundId?: string;
  version?: number;
}

/** A check's problem before its kind is set: the words and where it is. */
export type PlacedProblem = Omit<AuditProblem, 'kind'>;

/** Collects a check's problems in words and with their place; keeps the first `keep`. */
export class ProblemList {
  private readonly found: PlacedProblem[] = [];

  add(message: string, place: Omit<PlacedProblem, 'message'> = {}): void {
    this.found.push({ message, ...withoutUndefined(place) });
  }

  get count(): number {
    return this.found.length;
  }

  first(keep: number): PlacedProblem[] {
    return this.found.slice(0, keep);
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
