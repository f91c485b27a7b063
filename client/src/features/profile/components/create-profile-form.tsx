import { Fragment, useId, useMemo, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useUpdateProfileMutation } from '../api/profile-api.js';
import { GENDERS, useProfileText } from '../profile.strings.js';
import { profileProblems, type ProfileProblem, type ProfileValues } from '../validation.js';
import '../profile.css';

/** Spec section 4: the dashboard follows about 2 seconds after the profile is saved. */
export const PROFILE_REDIRECT_MS = 2000;

/** Create Profile: every field required, mobile +91 by default and 10 digits. */
export function CreateProfileForm({ email, onCompleted }: { email: string; onCompleted: () => void }) {
  const t = useProfileText();
  const [values, setValues] = useState<ProfileValues>({
    firstName: '', lastName: '', email, countryCode: '+91', mobile: '', dateOfBirth: '', gender: '',
  });
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // What the last refused submit found: said in one alert, each message tied to its field.
  const [problems, setProblems] = useState<ProfileProblem[]>([]);
  const { formRef, ...checks } = useFocusFirstInvalid();
  const problemId = useId();
  const errorIdOf = (field: keyof ProfileValues) => (problems.some((p) => p.field === field) ? `${problemId}-${field}` : undefined);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [saved, setSaved] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const genders = useMemo(() => GENDERS.map(({ value, label }) => ({ value, label: t(label) })), [t]);

  const set = (name: keyof ProfileValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: name === 'mobile' ? event.target.value.replace(/\D/g, '').slice(0, 10) : event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = profileProblems(values, new Date(`${today}T00:00:00Z`), t);
    setProblems(found);
    setMessage(null);
    if (found.length > 0) return checks.refuse();
    checks.accept();
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
      setMessage({ kind: 'success', text: t('create.saved') });
      setTimeout(onCompleted, PROFILE_REDIRECT_MS);
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? t('create.failed') });
    }
  };

  return (
    <main className="profile-setup">
      <section className="card profile-setup-card" aria-labelledby="create-profile-title">
        <h1 id="create-profile-title">{t('create.title')}</h1>
        <p className="muted">{t('create.intro')}</p>
        {problems.length > 0 && (
          // The spec's one message, the errors joined with commas; a new alert per attempt is announced again.
          <Alert key={checks.refusal?.attempt} kind="error">
            {problems.map((problem, index) => (
              <Fragment key={problem.field}>
                {index > 0 && ', '}
                <span id={`${problemId}-${problem.field}`}>{problem.message}</span>
              </Fragment>
            ))}
          </Alert>
        )}
        {message && <Alert kind={message.kind}>{message.text}</Alert>}
        <form ref={formRef} onSubmit={submit} noValidate className="profile-grid">
          <FormField label={t('create.firstName')} name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')}
            errorId={errorIdOf('firstName')} />
          <FormField label={t('create.lastName')} name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')}
            errorId={errorIdOf('lastName')} />
          <FormField label={t('create.email')} type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} className="span-2"
            errorId={errorIdOf('email')} />
          <FormField label={t('create.mobile')} name="mobile" type="tel" inputMode="numeric" autoComplete="tel-national"
            value={values.mobile} onChange={set('mobile')} placeholder={t('create.mobilePlaceholder')} errorId={errorIdOf('mobile')}
            adornment={<input aria-label={t('create.countryCode')} className="country-code" value={values.countryCode} onChange={set('countryCode')}
              aria-invalid={errorIdOf('countryCode') ? true : undefined} aria-describedby={errorIdOf('countryCode')} />} />
          <FormField label={t('create.dateOfBirth')} type="date" name="dateOfBirth" max={today} value={values.dateOfBirth} onChange={set('dateOfBirth')}
            errorId={errorIdOf('dateOfBirth')} />
          <SelectField label={t('create.gender')} name="gender" value={values.gender} onChange={set('gender')} options={genders} placeholder={t('create.genderPlaceholder')}
            errorId={errorIdOf('gender')} />
          <Button type="submit" className="btn-block span-2" loading={isLoading} disabled={saved}>
            {t('create.submit')}
          </Button>
        </form>
      </section>
    </main>
  );
}
