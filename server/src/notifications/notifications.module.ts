import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../shared/config/config.js';
import { ClientConfigController } from './client-config.controller.js';
import { RemovePushTokenHandler } from './commands/remove-push-token/remove-push-token.handler.js';
import { SavePushTokenHandler } from './commands/save-push-token/save-push-token.handler.js';
import { NotifyWinnersWhenRoundIsSettled } from './draws/notify-winners-when-round-is-settled.handler.js';
import { NotifyAdminsWhenResultAwaitsApproval } from './draws/notify-admins-when-result-awaits-approval.handler.js';
import { NotifyAdminsWhenRequestIsSubmitted } from './money-requests/notify-admins-when-request-is-submitted.handler.js';
import { NotifyPlayerWhenRequestStatusChanges } from './money-requests/notify-player-when-request-status-changes.handler.js';
import { NotificationsController } from './notifications.controller.js';
import { createPushMessaging, PUSH_MESSAGING } from './push/push-messaging.js';
import { PushSender } from './push/push-sender.js';
import { PushTokenHousekeeping } from './push/push-token-housekeeping.js';
import { PushTokenEntity } from './push/push-token.entity.js';

/**
 * Push tokens and the PushSender other features call (`notifyPlayer`, `notifyAdmins`),
 * the pushes of money requests and of prizes won (their notices on the EventBus), plus the public client
 * configuration. Needs IdentityModule (global) for `@Auth`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PushTokenEntity])],
  controllers: [NotificationsController, ClientConfigController],
  providers: [
    { provide: PUSH_MESSAGING, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createPushMessaging(config) },
    PushSender,
    PushTokenHousekeeping,
    SavePushTokenHandler,
    RemovePushTokenHandler,
    NotifyPlayerWhenRequestStatusChanges,
    NotifyAdminsWhenRequestIsSubmitted,
    NotifyWinnersWhenRoundIsSettled,
    NotifyAdminsWhenResultAwaitsApproval,
  ],
  exports: [PushSender],
})
export class NotificationsModule {}
