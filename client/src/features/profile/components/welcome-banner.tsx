import { formatRupees } from '../../../lib/format.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useGetProfileQuery } from '../api/profile-api.js';
import { WELCOME as T } from '../profile.strings.js';
import '../profile.css';

/** The dashboard's welcome banner (spec section 2): skeleton, error, or name and balances. */
export function WelcomeBanner() {
  const { data: profile, error, isLoading } = useGetProfileQuery();

  if (isLoading) {
    return (
      <section className="welcome" aria-busy="true" aria-label={T.loading} data-testid="welcome-skeleton">
        <div>
          <div className="skeleton skeleton-title" />
          <div className="skeleton" />
        </div>
        <div className="balances">
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      </section>
    );
  }
  if (error || !profile) {
    return (
      <section className="welcome" role="alert">
        <div>
          <h2>{T.notFound}</h2>
          <p>{serverMessage(error) ?? (error ? T.failed : '')}</p>
        </div>
      </section>
    );
  }
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div>
        <h2 id="welcome-title">{T.greeting(profile.username)}</h2>
        <p>{T.tagline}</p>
      </div>
      <div className="balances">
        <div className="balance">
          <div className="balance-label">{T.money}</div>
          <div className="balance-amount">{formatRupees(profile.current_balance)}</div>
        </div>
        <div className="balance">
          <div className="balance-label">{T.referral}</div>
          <div className="balance-amount">{formatRupees(profile.referral_balance)}</div>
          <div className="balance-note">{T.referralNote}</div>
        </div>
      </div>
    </section>
  );
}
