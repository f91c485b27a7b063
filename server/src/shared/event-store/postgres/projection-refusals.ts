import { NoOpenDrawError } from '../../../draws/draws.errors.js';

/**
 * Inline projections run inside the append, so a rule that only the read models can see
 * refuses the whole append with a SQLSTATE of its own (class FD4xx). This turns each into
 * its feature's domain error; anything else is returned unchanged.
 *
 * - FD410, raised by the tickets projection's sales fence (draws/rounds/projections/tickets/) when a
 *   ticket's round is not open; DETAIL carries the round id.
 */
export function mapProjectionRefusal(error: unknown): unknown {
  const e = error as { code?: string; detail?: string };
  if (e?.code === 'FD410') return new NoOpenDrawError(e.detail ?? '');
  return error;
}
