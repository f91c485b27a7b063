import type { QueryBus } from '@nestjs/cqrs';
import { GetPlayerSummaries } from '../../identity/queries/get-player-summaries/get-player-summaries.query.js';
import { GetWalletHistory, type WalletHistory, type WalletHistoryEntry } from '../../wallet/queries/get-wallet-history/get-wallet-history.query.js';
import { WalletOwnerNotFoundError } from '../audit.errors.js';
import { isUuid } from '../uuid.js';

/** GetWalletHistory's largest page. */
const PAGE = 1000;

/** Refuses (404) an id that is no player's: malformed ids never reach the uuid column. */
export async function assertPlayerExists(queries: QueryBus, userId: string): Promise<void> {
  if (!isUuid(userId)) throw new WalletOwnerNotFoundError();
  const found = await queries.execute(new GetPlayerSummaries([userId]));
  if (!found.has(userId)) throw new WalletOwnerNotFoundError();
}

/**
 * One wallet's whole stream, oldest first, through the wallet's GetWalletHistory (so on
 * every event store adapter). `max`: read no more than this many events; the caller can
 * tell a longer stream by `more`.
 */
export async function readWalletStream(queries: QueryBus, userId: string, max = Infinity): Promise<{ events: WalletHistoryEntry[]; more: boolean }> {
  const events: WalletHistoryEntry[] = [];
  let from: number | null = 1;
  while (from !== null && events.length < max) {
    const page: WalletHistory = await queries.execute(new GetWalletHistory(userId, from, Math.min(PAGE, max - events.length)));
    events.push(...page.events);
    from = page.nextVersion;
  }
  return { events, more: from !== null };
}

/** The stored event at `version` of the wallet, or null when there is none. */
export async function readWalletEvent(queries: QueryBus, userId: string, version: number): Promise<WalletHistoryEntry | null> {
  const page = await queries.execute(new GetWalletHistory(userId, version, 1));
  return page.events[0]?.version === version ? page.events[0] : null;
}
