import { verifyInclusion } from './merkle.js';
import type { PlayerTicket, Receipt } from '../api/ticket-api.js';

/**
 * The checks of a ticket's receipt on its page: the leaf is this very ticket (encoding v1
 * of ticket-root.ts: ["fairdraw-ticket-v1", roundId, ticketId, [numbers], letter|null,
 * pricePaise]), the proof leads from it to the receipt's root, and that root is the one
 * published when sales closed (null: not published yet or not read), and the one this app
 * kept when it saw the round close (null: it did not see that).
 */
export interface ReceiptChecks {
  leafMatches: boolean;
  leadsToRoot: boolean;
  rootPublished: boolean | null;
  rootKept: boolean | null;
  /** The server's root now (the receipt's or the proof's) is not the one kept at close. */
  changedAfterClose: boolean;
}

export function leafIsTicket(leaf: string, ticket: Pick<PlayerTicket, '_id' | 'draw_id' | 'numbers' | 'letter' | 'round_amount'>): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(leaf);
  } catch {
    return false;
  }
  if (!Array.isArray(parsed) || parsed.length !== 6) return false;
  const [tag, roundId, ticketId, numbers, letter, pricePaise] = parsed as unknown[];
  return (
    tag === 'fairdraw-ticket-v1' &&
    roundId === ticket.draw_id &&
    ticketId === ticket._id &&
    Array.isArray(numbers) && numbers.length === ticket.numbers.length && numbers.every((n, i) => n === ticket.numbers[i]) &&
    (letter ?? null) === (ticket.letter ?? null) &&
    pricePaise === Math.round(ticket.round_amount * 100)
  );
}

export async function checkReceipt(ticket: PlayerTicket, receipt: Receipt, publishedRoot: string | null, keptRoot: string | null = null): Promise<ReceiptChecks> {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const rootKept = keptRoot === null ? null : same(keptRoot, receipt.root);
  return {
    leafMatches: leafIsTicket(receipt.leaf, ticket),
    leadsToRoot: await verifyInclusion(receipt.leaf, receipt.proof, receipt.root),
    rootPublished: publishedRoot === null ? null : same(publishedRoot, receipt.root),
    rootKept,
    changedAfterClose: rootKept === false || (keptRoot !== null && publishedRoot !== null && !same(keptRoot, publishedRoot)),
  };
}
