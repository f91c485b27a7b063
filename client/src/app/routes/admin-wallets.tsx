import { useParams } from 'react-router';
import { PlayerHeading } from '../../features/admin-users/components/player-heading.js';
import { PlayerSearch } from '../../features/admin-users/components/player-search.js';
import { WALLETS } from '../../features/admin-wallets/admin-wallets.strings.js';
import { walletPath } from '../../features/admin-wallets/api/wallet-api.js';
import { WalletHistory } from '../../features/admin-wallets/components/wallet-history.js';
import { TitledPage } from './pages.js';

/**
 * The console's wallet pages, put together here because they join two features: the
 * players' search and details (admin-users) and the wallet history with its checks
 * (admin-wallets). Features never import each other; the app composes them.
 */
export function AdminWallets() {
  return (
    <>
      <TitledPage title={WALLETS.title} />
      <p className="muted wallet-intro">{WALLETS.intro}</p>
      <PlayerSearch caption={WALLETS.finder} linkTo={(user) => walletPath(user._id)} />
    </>
  );
}

export function AdminWallet() {
  const { userId = '' } = useParams<{ userId: string }>();
  return (
    <>
      <PlayerHeading userId={userId} title={WALLETS.title} />
      {/* A new wallet starts with no check results and from its first page. */}
      <WalletHistory key={userId} userId={userId} />
    </>
  );
}
