import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { Alert } from '../../../components/ui/alert.js';
import { formatDate, formatRupees } from '../../../lib/format.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { displayName, useGetProfileQuery } from '../api/profile-api.js';
import type { ChangePasswordModalProps } from './change-password-modal.js';
import { ChangePasswordModal } from './change-password-modal.js';
import '../profile.css';

const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** Profile page: name, email, DOB, current balance, refer code, gender, password change. */
export function ProfileDetails({ onSessionRenewed }: Pick<ChangePasswordModalProps, 'onSessionRenewed'>) {
  const { data: profile, error, isLoading } = useGetProfileQuery();
  const [changing, setChanging] = useState(false);

  if (isLoading) return <Spinner label="Loading profile..." />;
  if (error || !profile) return <Alert kind="error">{serverMessage(error) ?? 'Profile Not found'}</Alert>;

  const rows: [string, string][] = [
    ['Name', displayName(profile)],
    ['Email', profile.email],
    ['Date of Birth', formatDate(profile.date_of_birth)],
    ['Current Balance', formatRupees(profile.current_balance)],
    ['Refer Code', profile.referral_code ?? ''],
    ['Referral Link', profile.referral_code ? `${window.location.origin}/register?ref=${encodeURIComponent(profile.referral_code)}` : ''],
    ['Gender', GENDER_LABELS[profile.gender ?? ''] ?? ''],
  ];
  return (
    <section className="card">
      <dl className="profile-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={() => setChanging(true)}>Change Password</Button>
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} onSessionRenewed={onSessionRenewed} />
    </section>
  );
}
