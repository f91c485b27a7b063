import { Logger } from '@nestjs/common';
import { cert, getApps, initializeApp } from 'firebase-admin/app';
import { getMessaging, type Messaging } from 'firebase-admin/messaging';
import type { AppConfig } from '../../shared/config/config.js';

/**
 * The part of firebase-admin's Messaging the sender uses. The injection token is this
 * name; its value is null when FIREBASE_SERVICE_ACCOUNT is not set (pushes are logged).
 */
export type PushMessaging = Pick<Messaging, 'sendEachForMulticast'>;
export const PUSH_MESSAGING = Symbol('PUSH_MESSAGING');

const APP_NAME = 'fairdraw-push';

export function createPushMessaging(config: AppConfig): PushMessaging | null {
  if (!config.FIREBASE_SERVICE_ACCOUNT) {
    new Logger('PushSender').log('FIREBASE_SERVICE_ACCOUNT is not set: push notifications are logged, not sent');
    return null;
  }
  let account: Record<string, string>;
  try {
    account = JSON.parse(config.FIREBASE_SERVICE_ACCOUNT) as Record<string, string>;
  } catch {
    throw new Error('FIREBASE_SERVICE_ACCOUNT must be the service account JSON');
  }
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp({ credential: cert(account), projectId: account.project_id }, APP_NAME);
  return getMessaging(app);
}
