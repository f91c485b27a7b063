import { Link } from 'react-router';
import { useUsersText } from '../admin-users.strings.js';
import { fullName, useGetPlayerQuery } from '../api/users-api.js';
import '../admin-users.css';

export const playerPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

/** The title of a page about one player's wallet: who it belongs to, and a way to their details. */
export function PlayerHeading({ userId, title }: { userId: string; title: string }) {
  const t = useUsersText();
  const { data } = useGetPlayerQuery(userId);
  const name = data ? fullName(data.player) : null;
  return (
    <div className="player-head">
      <h1 className="page-title">{name ? t('player.walletOf', { name }) : title}</h1>
      {name && <Link to={playerPath(userId)}>{t('profile.title')}: {data?.player.username ? `@${data.player.username}` : name}</Link>}
    </div>
  );
}
