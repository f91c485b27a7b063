import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useUpdateProfileMutation } from '../api/profile-api.js';
import { CREATE_PROFILE as T, GENDERS } from '../profile.strings.js';
import { profileErrors, type ProfileValues } from '../validation.js';
import '../profile.css';

/** Spec section 4: the dashboard follows about 2 seconds after the profile is saved. */
export const PROFILE_REDIRECT_MS = 2000;

/** Create Profile: every field required, mobile +91 by default and 10 digits. */
export function CreateProfileForm({ email, onCompleted }: { email: string; onCompleted: () => void }) {
  const [values, setValues] = useState<ProfileValues>({
    firstName: '', lastName: '', email, countryCode: '+91', mobile: '', dateOfBirth: '', gender: '',
  });
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [saved, setSaved] = useState(false);
  const today = new Date().toISOString().slice(0, 10);

  const set = (name: keyof ProfileValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: name === 'mobile' ? event.target.value.replace(/\D/g, '').slice(0, 10) : event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = profileErrors(values, new Date(`${today}T00:00:00Z`));
    if (errors.length > 0) return setMessage({ kind: 'error', text: errors.join(', ') });
    setMessage(null);
    try {
      await updateProfile({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim().toLowerCase(),
        mobile: `${values.countryCode.trim()}${values.mobile}`,
        date_of_birth: values.dateOfBirth,
        gender: values.gender,
      }).unwrap();
      setSaved(true);
      setMessage({ kind: 'success', text: T.saved });
      setTimeout(onCompleted, PROFILE_REDIRECT_MS);
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? T.failed });
    }
  };

  return (
    <main className="profile-setup">
      <section className="card profile-setup-card" aria-labelledby="create-profile-title">
        <h1 id="create-profile-title">{T.title}</h1>
        <p className="muted">{T.intro}</p>
        {message && <Alert kind={message.kind}>{message.text}</Alert>}
        <form onSubmit={submit} noValidate className="profile-grid">
          <FormField label={T.firstName} name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
          <FormField label={T.lastName} name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
          <FormField label={T.email} type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} className="span-2" />
          <FormField label={T.mobile} name="mobile" type="tel" inputMode="numeric" autoComplete="tel-national"
            value={values.mobile} onChange={set('mobile')} placeholder={T.mobilePlaceholder}
            adornment={<input aria-label={T.countryCode} className="country-code" value={values.countryCode} onChange={set('countryCode')} />} />
          <FormField label={T.dateOfBirth} type="date" name="dateOfBirth" max={today} value={values.dateOfBirth} onChange={set('dateOfBirth')} />
          <SelectField label={T.gender} name="gender" value={values.gender} onChange={set('gender')} options={GENDERS} placeholder={T.genderPlaceholder} />
          <Button type="submit" className="btn-block span-2" loading={isLoading} disabled={saved}>
            {T.submit}
          </Button>
        </form>
      </section>
    </main>
  );
}
