import { hi as adminRecords } from './admin-records/messages/hi.js';
import { hi as audit } from './audit/messages/hi.js';
import { hi as draws } from './draws/messages/hi.js';
import { hi as drawCloses } from './draws/closes/messages/hi.js';
import { hi as identity } from './identity/messages/hi.js';
import { hi as live } from './live/messages/hi.js';
import { hi as moneyRequests } from './money-requests/messages/hi.js';
import { hi as notifications } from './notifications/messages/hi.js';
import { hi as responsiblePlay } from './responsible-play/messages/hi.js';
import { hi as settings } from './settings/messages/hi.js';
import { hi as shared } from './shared/messages/hi.js';
import { Translator, type Catalogue } from './shared/i18n/translator.js';
import { hi as statements } from './statements/messages/hi.js';
import { hi as wallet } from './wallet/messages/hi.js';

/**
 * Every feature's Hindi catalogue (issue 14), put together where the app is composed: the
 * shared layer that translates never imports a feature. A key lives in one catalogue only
 * (a text several features use is in shared's); app.messages.unit.spec.ts checks that every
 * message the sources can send is here with the same values as its English.
 */
export const HINDI_CATALOGUES: Readonly<Record<string, Catalogue>> = {
  adminRecords,
  audit,
  draws,
  drawCloses,
  identity,
  live,
  moneyRequests,
  notifications,
  responsiblePlay,
  settings,
  shared,
  statements,
  wallet,
};

export function createTranslator(): Translator {
  return new Translator({ hi: Object.assign({}, ...Object.values(HINDI_CATALOGUES)) as Catalogue });
}
