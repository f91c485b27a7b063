import { playerPath } from '../../features/admin-users/components/player-heading.js';
import { PlayerSearch } from '../../features/admin-users/components/player-search.js';
import { useAppText } from '../app.strings.js';
import { TitledPage } from './pages.js';

/** Admin Users (spec section 2): the players, searchable and paged; each opens the player's page. */
export default function AdminUsers() {
  const t = useAppText();
  return (
    <>
      <TitledPage title={t('nav.users')} />
      <PlayerSearch caption={t('nav.users')} linkTo={(user) => playerPath(user._id)} csv />
    </>
  );
}
