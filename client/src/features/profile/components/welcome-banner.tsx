import { formatRupees } from '../../../lib/format.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useGetProfileQuery } from '../api/profile-api.js';
import '../profile.css';

/** The dashboard's welcome banner (spec section 2): skeleton, error, or name and balances. */
export function WelcomeBanner() {
  const { data: profile, error, isLoading } = useGetProfileQuery();

  if (isLoading) {
    return (
      <section className="welcome" aria-busy="true" aria-label="Loading profile" data-testid="welcome-skeleton">
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
          <h2>Profile Not found</h2>
          <p>{serverMessage(error) ?? (error ? 'Failed to load profile' : '')}</p>
        </div>
      </section>
    );
  }
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div>
        <h2 id="welcome-title">Welcome back, {profile.username}!</h2>
        <p>Your lucky numbers are waiting for you.</p>
      </div>
      <div className="balances">
        <div className="balance">
          <div className="balance-label">Money Balance</div>
          <div className="balance-amount">{formatRupees(profile.current_balance)}</div>
        </div>
        <div className="balance">
          <div className="balance-label">Referral Balance</div>
          <div className="balance-amount">{formatRupees(profile.referral_balance)}</div>
          <div className="balance-note">You can use this balance only in game.</div>
        </div>
      </div>
    </section>
  );
}
