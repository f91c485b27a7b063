import { playerPath } from '../../features/admin-users/components/player-heading.js';
import { PlayerSearch } from '../../features/admin-users/components/player-search.js';
import { TITLES } from '../app.strings.js';
import { TitledPage } from './pages.js';

/** Admin Users (spec section 2): the players, searchable and paged; each opens the player's page. */
export default function AdminUsers() {
  return (
    <>
      <TitledPage title={TITLES.users} />
      <PlayerSearch caption={TITLES.users} linkTo={(user) => playerPath(user._id)} csv />
    </>
  );
}
