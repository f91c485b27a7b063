import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorStatus } from '../../../lib/api/error-message.js';
import { formatDate, formatIstDateTime, formatRupeesWithPaise } from '../../../lib/format.js';
import { useUsersText, type UsersText } from '../admin-users.strings.js';
import type { PlayerDetail } from '../api/player-detail.js';
import { fullName, useGetPlayerQuery } from '../api/users-api.js';
import '../admin-users.css';
import { PlayerActivity } from './player-activity.js';
import { ResponsiblePlayPanel } from './responsible-play-panel.js';

const walletPath = (userId: string) => `/admin/wallets/${encodeURIComponent(userId)}`;

/** A player as the console sees them (contract A3): profile, balances, play settings, recent money and tickets. */
export function PlayerPage() {
  const t = useUsersText();
  const { userId = '' } = useParams<{ userId: string }>();
  const { data, isLoading, error } = useGetPlayerQuery(userId);

  if (isLoading) return <Spinner label={t('player.loading')} />;
  if (error || !data) {
    return (
      <>
        <Alert kind="error">{errorStatus(error) === 404 ? t('player.notFound') : t('player.failed')}</Alert>
        <Link to="/admin/users">{t('player.back')}</Link>
      </>
    );
  }
  const name = fullName(data.player);
  return (
    <>
      <div className="player-head">
        <h1 className="page-title">{name}</h1>
        <Link to="/admin/users">{t('player.back')}</Link>
      </div>
      <Profile detail={data} />
      <Balances detail={data} userId={userId} name={name} />
      <ResponsiblePlayPanel play={data.responsiblePlay} />
      <PlayerActivity detail={data} />
    </>
  );
}

const GENDERS = { male: 'gender.male', female: 'gender.female', other: 'gender.other' } as const;

/** 'female' -> 'Female' in the language shown; a value the profile form does not offer shows capitalised. */
function genderText(t: UsersText, gender: string | null): string {
  if (!gender) return '';
  const key = GENDERS[gender.toLowerCase() as keyof typeof GENDERS];
  return key ? t(key) : gender.charAt(0).toUpperCase() + gender.slice(1);
}

function Profile({ detail: { player } }: { detail: PlayerDetail }) {
  const t = useUsersText();
  const facts: [string, string][] = [
    [t('profile.username'), player.username ?? ''],
    [t('profile.email'), player.email ?? ''],
    [t('profile.mobile'), player.mobile ?? ''],
    [t('profile.dateOfBirth'), formatDate(player.date_of_birth)],
    [t('profile.gender'), genderText(t, player.gender)],
    [t('profile.referralCode'), player.referral_code ?? ''],
    [t('profile.complete'), player.is_profile_updated ? t('profile.completeYes') : t('profile.completeNo')],
    [t('profile.joined'), formatIstDateTime(player.createdAt)],
    [t('profile.lastLogin'), formatIstDateTime(player.lastLoginAt)],
  ];
  return (
    <section className="card player-section" aria-labelledby="player-profile">
      <h2 id="player-profile">{t('profile.title')}</h2>
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
  const t = useUsersText();
  const cards: [string, string][] = [
    [t('balances.money'), formatRupeesWithPaise(balances.money)],
    [t('balances.referral'), formatRupeesWithPaise(balances.referral)],
    [t('balances.held'), formatRupeesWithPaise(balances.held)],
    [t('balances.version'), String(balances.version)],
  ];
  return (
    <section className="card player-section" aria-labelledby="player-balances">
      <div className="player-head">
        <h2 id="player-balances">{t('balances.title')}</h2>
        <Link to={walletPath(userId)} aria-label={t('balances.walletLabel', { name })}>
          {t('balances.wallet')}
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
