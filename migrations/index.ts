import { EventStore1795251000000 } from './1795251000000-event-store.js';
import { Wallet1795252000000 } from './1795252000000-wallet.js';
/**
 * Every migration, in order. TypeORM applies the pending ones at start and on
 * `npm run migrate`. A migration, once merged, is never edited: add a new one.
 */
export const migrations: Function[] = [EventStore1795251000000, Wallet1795252000000];
