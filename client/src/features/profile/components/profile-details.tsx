import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { Alert } from '../../../components/ui/alert.js';
import { formatDate, formatRupees } from '../../../lib/format.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { displayName, useGetProfileQuery } from '../api/profile-api.js';
import type { ChangePasswordModalProps } from './change-password-modal.js';
import { ChangePasswordModal } from './change-password-modal.js';
import { GENDERS, PROFILE_PAGE as T } from '../profile.strings.js';
import '../profile.css';


/** Profile page: name, email, DOB, current balance, refer code, gender, password change. */
export function ProfileDetails({ onSessionRenewed }: Pick<ChangePasswordModalProps, 'onSessionRenewed'>) {
  const { data: profile, error, isLoading } = useGetProfileQuery();
  const [changing, setChanging] = useState(false);

  if (isLoading) return <Spinner label={T.loading} />;
  if (error || !profile) return <Alert kind="error">{serverMessage(error) ?? T.notFound}</Alert>;

  const rows: [string, string][] = [
    [T.name, displayName(profile)],
    [T.email, profile.email],
    [T.dateOfBirth, formatDate(profile.date_of_birth)],
    [T.balance, formatRupees(profile.current_balance)],
    [T.referCode, profile.referral_code ?? ''],
    [T.referralLink, profile.referral_code ? `${window.location.origin}/register?ref=${encodeURIComponent(profile.referral_code)}` : ''],
    [T.gender, GENDERS.find((gender) => gender.value === profile.gender)?.label ?? ''],
  ];
  return (
    <section className="card">
      <dl className="profile-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || T.empty}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={() => setChanging(true)}>{T.changePassword}</Button>
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} onSessionRenewed={onSessionRenewed} />
    </section>
  );
}
