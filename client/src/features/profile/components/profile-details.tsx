import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { Alert } from '../../../components/ui/alert.js';
import { formatDate, formatRupees } from '../../../lib/format.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { displayName, useGetProfileQuery } from '../api/profile-api.js';
import type { ChangePasswordModalProps } from './change-password-modal.js';
import { ChangePasswordModal } from './change-password-modal.js';
import { genderLabel, useProfileText } from '../profile.strings.js';
import '../profile.css';

/** Profile page: name, email, DOB, current balance, refer code, gender, password change. */
export function ProfileDetails({ onSessionRenewed }: Pick<ChangePasswordModalProps, 'onSessionRenewed'>) {
  const t = useProfileText();
  const { data: profile, error, isLoading } = useGetProfileQuery();
  const [changing, setChanging] = useState(false);

  if (isLoading) return <Spinner label={t('page.loading')} />;
  if (error || !profile) return <Alert kind="error">{serverMessage(error) ?? t('page.notFound')}</Alert>;

  const gender = genderLabel(profile.gender);
  const rows: [string, string][] = [
    [t('page.name'), displayName(profile)],
    [t('page.email'), profile.email],
    [t('page.dateOfBirth'), formatDate(profile.date_of_birth)],
    [t('page.balance'), formatRupees(profile.current_balance)],
    [t('page.referCode'), profile.referral_code ?? ''],
    [t('page.referralLink'), profile.referral_code ? `${window.location.origin}/register?ref=${encodeURIComponent(profile.referral_code)}` : ''],
    [t('page.gender'), gender ? t(gender) : ''],
  ];
  return (
    <section className="card">
      <dl className="profile-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || t('page.empty')}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={() => setChanging(true)}>{t('page.changePassword')}</Button>
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} onSessionRenewed={onSessionRenewed} />
    </section>
  );
}
