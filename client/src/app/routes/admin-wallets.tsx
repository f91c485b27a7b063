import { useParams } from 'react-router';
import { PlayerHeading } from '../../features/admin-users/components/player-heading.js';
import { PlayerSearch } from '../../features/admin-users/components/player-search.js';
import { useAdminWalletsText } from '../../features/admin-wallets/admin-wallets.strings.js';
import { walletPath } from '../../features/admin-wallets/api/wallet-api.js';
import { WalletHistory } from '../../features/admin-wallets/components/wallet-history.js';
import { TitledPage } from './pages.js';

/**
 * The console's wallet pages, put together here because they join two features: the
 * players' search and details (admin-users) and the wallet history with its checks
 * (admin-wallets). Features never import each other; the app composes them.
 */
export function AdminWallets() {
  const t = useAdminWalletsText();
  return (
    <>
      <TitledPage title={t('wallets.title')} />
      <p className="muted wallet-intro">{t('wallets.intro')}</p>
      <PlayerSearch caption={t('wallets.finder')} linkTo={(user) => walletPath(user._id)} />
    </>
  );
}

export function AdminWallet() {
  const t = useAdminWalletsText();
  const { userId = '' } = useParams<{ userId: string }>();
  return (
    <>
      <PlayerHeading userId={userId} title={t('wallets.title')} />
      {/* A new wallet starts with no check results and from its first page. */}
      <WalletHistory key={userId} userId={userId} />
    </>
  );
}
