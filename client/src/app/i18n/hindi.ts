/**
 * The Hindi messages of every part of the app (issue 14), loaded only when a player picks
 * Hindi (its own chunk). Same namespaces and keys as english.ts; catalogs.test.ts checks.
 */
import app from '../messages/hi.json' with { type: 'json' };
import components from '../../components/messages/hi.json' with { type: 'json' };
import lib from '../../lib/messages/hi.json' with { type: 'json' };
import adminActions from '../../features/admin-actions/messages/hi.json' with { type: 'json' };
import adminAudit from '../../features/admin-audit/messages/hi.json' with { type: 'json' };
import adminDashboard from '../../features/admin-dashboard/messages/hi.json' with { type: 'json' };
import adminDraws from '../../features/admin-draws/messages/hi.json' with { type: 'json' };
import adminRequests from '../../features/admin-requests/messages/hi.json' with { type: 'json' };
import adminRounds from '../../features/admin-rounds/messages/hi.json' with { type: 'json' };
import adminSettings from '../../features/admin-settings/messages/hi.json' with { type: 'json' };
import adminStats from '../../features/admin-stats/messages/hi.json' with { type: 'json' };
import adminUsers from '../../features/admin-users/messages/hi.json' with { type: 'json' };
import adminWallets from '../../features/admin-wallets/messages/hi.json' with { type: 'json' };
import auth from '../../features/auth/messages/hi.json' with { type: 'json' };
import draws from '../../features/draws/messages/hi.json' with { type: 'json' };
import howToPlay from '../../features/how-to-play/messages/hi.json' with { type: 'json' };
import legal from '../../features/legal/messages/hi.json' with { type: 'json' };
import moneyRequests from '../../features/money-requests/messages/hi.json' with { type: 'json' };
import news from '../../features/news/messages/hi.json' with { type: 'json' };
import profile from '../../features/profile/messages/hi.json' with { type: 'json' };
import responsiblePlay from '../../features/responsible-play/messages/hi.json' with { type: 'json' };
import results from '../../features/results/messages/hi.json' with { type: 'json' };
import statement from '../../features/statement/messages/hi.json' with { type: 'json' };

/** Every namespace's Hindi messages, by namespace (the folder that owns them). */
export const HINDI = {
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
