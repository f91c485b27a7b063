/**
 * Inline projections run inside the append, so a rule that only the read models can see
 * refuses the whole append with a SQLSTATE of its own (class FD4xx). Each feature names
 * the domain error of its projections' refusals here (registerProjectionRefusal, when its
 * errors load), and the store throws that error instead of the database's; anything else
 * is returned unchanged. The event store knows no feature.
 */
const refusals = new Map<string, (detail: string) => Error>();

export function registerProjectionRefusal(sqlstate: string, toError: (detail: string) => Error): void {
  if (!/^FD4\d\d$/.test(sqlstate)) throw new Error(`A projection's refusal is a SQLSTATE of class FD4xx, not ${sqlstate}`);
  refusals.set(sqlstate, toError);
}

export function mapProjectionRefusal(error: unknown): unknown {
  const e = error as { code?: string; detail?: string } | null;
  const toError = typeof e?.code === 'string' ? refusals.get(e.code) : undefined;
  return toError ? toError(e?.detail ?? '') : error;
}
