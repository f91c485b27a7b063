import { createHash } from 'node:crypto';

/** The version tag that opens every hashed entry: a new layout gets a new tag, never a changed one. */
export const CLOSE_HASH_TAG = 'fairdraw-close-v1';

/** The previous hash of the first entry. */
export const FIRST_PREV_HASH = '0'.repeat(64);

/** What an entry of the feed of closes says; its hash covers every field, in this order. */
export interface CloseEntryContent {
  seq: number;
  roundId: string;
  period: string;
  ticketCount: number;
  salesPaise: number;
  ticketRoot: string;
  closedAt: string;
  prevHash: string;
}

/**
 * sha256 (hex) of the UTF-8 bytes of a JSON array of the fields: an array, so that no key
 * order or whitespace rule is needed for anyone to recompute it in another language.
 */
export function closeEntryHash(e: CloseEntryContent): string {
  const text = JSON.stringify([CLOSE_HASH_TAG, e.seq, e.roundId, e.period, e.ticketCount, e.salesPaise, e.ticketRoot, e.closedAt, e.prevHash]);
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
