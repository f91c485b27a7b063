import { Module } from '@nestjs/common';
import { AdminSettingsController } from './admin-settings.controller.js';
import { SetLatestNewsHandler } from './commands/set-latest-news/set-latest-news.handler.js';
import { SetPaymentDetailsHandler } from './commands/set-payment-details/set-payment-details.handler.js';
import { SetReferralAmountHandler } from './commands/set-referral-amount/set-referral-amount.handler.js';
import { SetTicketPriceHandler } from './commands/set-ticket-price/set-ticket-price.handler.js';
import { SetResultSourceHandler } from './commands/set-result-source/set-result-source.handler.js';
import { CurrentSettings } from './current-settings.js';
import { PlayerSettingsController } from './player-settings.controller.js';
import { ResultSourceController } from './result-source.controller.js';
import { GetSettingsHistoryHandler } from './queries/get-settings-history/get-settings-history.handler.js';
import { GetSettingsHandler } from './queries/get-settings/get-settings.handler.js';
import { SettingsCommandRunner } from './settings-command-runner.js';
import { ResultSourceDefault } from './result-source-default.js';

/**
 * The operator's settings, event-sourced in the `settings` stream: changes through the
 * CommandBus, the current settings through the QueryBus (GetSettings, read by money
 * requests and the draw calendar). Needs CqrsModule, the EventStore, a Clock, and
 * IdentityModule (global) for `@Auth` and admin usernames.
 */
@Module({
  controllers: [AdminSettingsController, ResultSourceController, PlayerSettingsController],
  providers: [
    CurrentSettings,
    SettingsCommandRunner,
    ResultSourceDefault,
    SetLatestNewsHandler,
    SetReferralAmountHandler,
    SetTicketPriceHandler,
    SetPaymentDetailsHandler,
    SetResultSourceHandler,
    GetSettingsHandler,
    GetSettingsHistoryHandler,
  ],
})
export class SettingsModule {}
