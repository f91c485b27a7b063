import { formatRupees } from '../../../lib/format.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useGetProfileQuery } from '../api/profile-api.js';
import { useProfileText } from '../profile.strings.js';
import '../profile.css';

/**
 * The dashboard's welcome banner (spec section 2): skeleton, error, or name and balances.
 * The skeleton is the banner itself with bars where the name and amounts will be, so the
 * page below does not jump when they arrive (issue 14: layout shift on a phone).
 */
export function WelcomeBanner() {
  const t = useProfileText();
  const { data: profile, error, isLoading } = useGetProfileQuery();

  if (!isLoading && (error || !profile)) {
    return (
      <section className="welcome" role="alert">
        <div>
          <h2>{t('welcome.notFound')}</h2>
          <p>{serverMessage(error) ?? (error ? t('welcome.failed') : '')}</p>
        </div>
      </section>
    );
  }
  const amount = (rupees: number | undefined) =>
    profile ? <div className="balance-amount">{formatRupees(rupees ?? 0)}</div> : <div className="skeleton skeleton-amount" />;
  return (
    <section className="welcome" {...(profile
      ? { 'aria-labelledby': 'welcome-title' }
      : { 'aria-busy': true, 'aria-label': t('welcome.loading'), 'data-testid': 'welcome-skeleton' })}>
      <div>
        {profile ? <h2 id="welcome-title">{t('welcome.greeting', { username: profile.username })}</h2> : <div className="skeleton skeleton-title" />}
        <p>{t('welcome.tagline')}</p>
      </div>
      <div className="balances">
        <div className="balance">
          <div className="balance-label">{t('welcome.money')}</div>
          {amount(profile?.current_balance)}
        </div>
        <div className="balance">
          <div className="balance-label">{t('welcome.referral')}</div>
          {amount(profile?.referral_balance)}
          <div className="balance-note">{t('welcome.referralNote')}</div>
        </div>
      </div>
    </section>
  );
}
