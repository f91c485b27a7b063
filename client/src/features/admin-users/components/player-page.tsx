import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorStatus } from '../../../lib/api/error-message.js';
import { formatDate, formatIstDateTime, formatRupeesWithPaise } from '../../../lib/format.js';
import { PLAYER as T } from '../admin-users.strings.js';
import type { PlayerDetail } from '../api/player-detail.js';
import { fullName, useGetPlayerQuery } from '../api/users-api.js';
import '../admin-users.css';
import { PlayerActivity } from './player-activity.js';
import { ResponsiblePlayPanel } from './responsible-play-panel.js';

const walletPath = (userId: string) => `/admin/wallets/${encodeURIComponent(userId)}`;

/** A player as the console sees them (contract A3): profile, balances, play settings, recent money and tickets. */
export function PlayerPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const { data, isLoading, error } = useGetPlayerQuery(userId);

  if (isLoading) return <Spinner label={T.loading} />;
  if (error || !data) {
    return (
      <>
        <Alert kind="error">{errorStatus(error) === 404 ? T.notFound : T.failed}</Alert>
        <Link to="/admin/users">{T.back}</Link>
      </>
    );
  }
  const name = fullName(data.player);
  return (
    <>
      <div className="player-head">
        <h1 className="page-title">{name}</h1>
        <Link to="/admin/users">{T.back}</Link>
      </div>
      <Profile detail={data} />
      <Balances detail={data} userId={userId} name={name} />
      <ResponsiblePlayPanel play={data.responsiblePlay} />
      <PlayerActivity detail={data} />
    </>
  );
}

function Profile({ detail: { player } }: { detail: PlayerDetail }) {
  const facts: [string, string][] = [
    [T.username, player.username ?? ''],
    [T.email, player.email ?? ''],
    [T.mobile, player.mobile ?? ''],
    [T.dateOfBirth, formatDate(player.date_of_birth)],
    [T.gender, player.gender ? player.gender.charAt(0).toUpperCase() + player.gender.slice(1) : ''],
    [T.referralCode, player.referral_code ?? ''],
    [T.profileComplete, player.is_profile_updated ? T.complete : T.incomplete],
    [T.joined, formatIstDateTime(player.createdAt)],
    [T.lastLogin, formatIstDateTime(player.lastLoginAt)],
  ];
  return (
    <section className="card player-section" aria-labelledby="player-profile">
      <h2 id="player-profile">{T.profile}</h2>
      <dl className="player-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Balances({ detail: { balances }, userId, name }: { detail: PlayerDetail; userId: string; name: string }) {
  const cards: [string, string][] = [
    [T.money, formatRupeesWithPaise(balances.money)],
    [T.referral, formatRupeesWithPaise(balances.referral)],
    [T.held, formatRupeesWithPaise(balances.held)],
    [T.version, String(balances.version)],
  ];
  return (
    <section className="card player-section" aria-labelledby="player-balances">
      <div className="player-head">
        <h2 id="player-balances">{T.balances}</h2>
        <Link to={walletPath(userId)} aria-label={T.walletLabel(name)}>
          {T.wallet}
        </Link>
      </div>
      <dl className="balance-cards">
        {cards.map(([label, value]) => (
          <div key={label} className="balance-card">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
