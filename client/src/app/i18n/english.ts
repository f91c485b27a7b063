/**
 * The English messages of every part of the app (issue 14), for the catalogue test: at run
 * time each feature's messages/en.json comes with its own code (lib/i18n/text.ts). A new
 * messages folder is registered here and in hindi.ts; catalogs.test.ts fails on one missing.
 */
import app from '../messages/en.json' with { type: 'json' };
import components from '../../components/messages/en.json' with { type: 'json' };
import lib from '../../lib/messages/en.json' with { type: 'json' };
import adminActions from '../../features/admin-actions/messages/en.json' with { type: 'json' };
import adminAudit from '../../features/admin-audit/messages/en.json' with { type: 'json' };
import adminDashboard from '../../features/admin-dashboard/messages/en.json' with { type: 'json' };
import adminDraws from '../../features/admin-draws/messages/en.json' with { type: 'json' };
import adminRequests from '../../features/admin-requests/messages/en.json' with { type: 'json' };
import adminRounds from '../../features/admin-rounds/messages/en.json' with { type: 'json' };
import adminSettings from '../../features/admin-settings/messages/en.json' with { type: 'json' };
import adminStats from '../../features/admin-stats/messages/en.json' with { type: 'json' };
import adminUsers from '../../features/admin-users/messages/en.json' with { type: 'json' };
import adminWallets from '../../features/admin-wallets/messages/en.json' with { type: 'json' };
import auth from '../../features/auth/messages/en.json' with { type: 'json' };
import draws from '../../features/draws/messages/en.json' with { type: 'json' };
import howToPlay from '../../features/how-to-play/messages/en.json' with { type: 'json' };
import legal from '../../features/legal/messages/en.json' with { type: 'json' };
import moneyRequests from '../../features/money-requests/messages/en.json' with { type: 'json' };
import news from '../../features/news/messages/en.json' with { type: 'json' };
import profile from '../../features/profile/messages/en.json' with { type: 'json' };
import responsiblePlay from '../../features/responsible-play/messages/en.json' with { type: 'json' };
import results from '../../features/results/messages/en.json' with { type: 'json' };
import statement from '../../features/statement/messages/en.json' with { type: 'json' };

/** Every namespace's English messages, by namespace (the folder that owns them). */
export const ENGLISH = {
  app,
  components,
  lib,
  'admin-actions': adminActions,
  'admin-audit': adminAudit,
  'admin-dashboard': adminDashboard,
  'admin-draws': adminDraws,
  'admin-requests': adminRequests,
  'admin-rounds': adminRounds,
  'admin-settings': adminSettings,
  'admin-stats': adminStats,
  'admin-users': adminUsers,
  'admin-wallets': adminWallets,
  auth,
  draws,
  'how-to-play': howToPlay,
  legal,
  'money-requests': moneyRequests,
  news,
  profile,
  'responsible-play': responsiblePlay,
  results,
  statement,
};
