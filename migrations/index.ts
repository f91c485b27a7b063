import { EventStoreNotifyAfterCommit1795259100000 } from './1795259100000-event-store-notify-after-commit.js';
import { InlineProjectionsSetBased1795260000000 } from './1795260000000-inline-projections-set-based.js';
import { EventStoreBatchTuning1795260100000 } from './1795260100000-event-store-batch-tuning.js';
import { InlineProjectionRebuildByStream1795260200000 } from './1795260200000-inline-projection-rebuild-by-stream.js';
import { EventStoreBatchAppend1795259000000 } from './1795259000000-event-store-batch-append.js';
import { EventStore1795251000000 } from './1795251000000-event-store.js';
import { Wallet1795252000000 } from './1795252000000-wallet.js';
import { Identity1795253000000 } from './1795253000000-identity.js';
import { IdentityPlayerLoginAttempts1795253100000 } from './1795253100000-identity-player-login-attempts.js';
import { IdentitySignInSteps1795261000000 } from './1795261000000-identity-sign-in-steps.js';
import { IdentityRegistrationLimits1795262000000 } from './1795262000000-identity-registration-limits.js';
import { MoneyRequests1795263000000 } from './1795263000000-money-requests.js';
import { RoundsAndTickets1795265000000 } from './1795265000000-rounds-and-tickets.js';
import { RoundsChangedNotify1795266000000 } from './1795266000000-rounds-changed-notify.js';
import { RoundResults1795270000000 } from './1795270000000-round-results.js';
import { RoundSettlement1795271000000 } from './1795271000000-round-settlement.js';
import { TicketSetChunks1795272000000 } from './1795272000000-ticket-set-chunks.js';
import { AuditRuns1795273000000 } from './1795273000000-audit-runs.js';
import { AdminActions1795273500000 } from './1795273500000-admin-actions.js';
import { WalletResponsiblePlayEvents1795274000000 } from './1795274000000-wallet-responsible-play-events.js';
import { PlayerLanguage1795275000000 } from './1795275000000-player-language.js';
import { RoundSources1795276000000 } from './1795276000000-round-sources.js';
import { RepeatableSql1795277000000 } from './1795277000000-repeatable-sql.js';
import { WalletRebuildFunctions1795278000000 } from './1795278000000-wallet-rebuild-functions.js';
/**
 * Every migration, in order. TypeORM applies the pending ones at start and on
 * `npm run migrate`. A migration, once merged, is never edited: add a new one.
 */
export const migrations: Function[] = [EventStore1795251000000, Wallet1795252000000, Identity1795253000000, IdentityPlayerLoginAttempts1795253100000, EventStoreBatchAppend1795259000000, EventStoreNotifyAfterCommit1795259100000, InlineProjectionsSetBased1795260000000, EventStoreBatchTuning1795260100000, InlineProjectionRebuildByStream1795260200000, IdentitySignInSteps1795261000000, IdentityRegistrationLimits1795262000000, MoneyRequests1795263000000, RoundsAndTickets1795265000000, RoundsChangedNotify1795266000000, RoundResults1795270000000, RoundSettlement1795271000000, TicketSetChunks1795272000000, AuditRuns1795273000000, AdminActions1795273500000, WalletResponsiblePlayEvents1795274000000, PlayerLanguage1795275000000, RoundSources1795276000000, RepeatableSql1795277000000, WalletRebuildFunctions1795278000000];
