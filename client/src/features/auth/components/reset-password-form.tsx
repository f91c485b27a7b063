import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useResetPasswordMutation } from '../api/auth-api.js';
import { useAuthText } from '../auth.strings.js';
import { resetConfirmError, strongPasswordError } from '../validation.js';
import { AuthCard } from './auth-card.js';

/** The page a mailed reset link opens (`/reset-password?token=...`). */
export function ResetPasswordForm() {
  const t = useAuthText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { formRef, ...checks } = useFocusFirstInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: strongPasswordError(values.password, t),
      confirmPassword: resetConfirmError(values.password, values.confirmPassword, t),
    };
    setMessage(null);
    setErrors(found);
    if (found.password || found.confirmPassword) {
      return checks.refuse(problemsOf(found, { password: t('reset.password'), confirmPassword: t('reset.confirmPassword') }));
    }
    checks.accept();
    try {
      const reply = await resetPassword({ token, password: values.password }).unwrap();
      setDone(true);
      setMessage({ kind: 'success', text: reply.msg ?? t('reset.done') });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? t('reset.failed') });
    }
  };

  return (
    <AuthCard title={t('reset.title')}>
      {!token && <Alert kind="error">{t('reset.invalidLink')}</Alert>}
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {token && !done && (
        <form ref={formRef} onSubmit={submit} noValidate>
          <ErrorSummary refusal={checks.refusal} />
          <FormField label={t('reset.password')} type="password" name="password" autoComplete="new-password"
            value={values.password} error={errors.password}
            onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))} />
          <FormField label={t('reset.confirmPassword')} type="password" name="confirmPassword" autoComplete="new-password"
            value={values.confirmPassword} error={errors.confirmPassword}
            onChange={(event) => setValues((v) => ({ ...v, confirmPassword: event.target.value }))} />
          <Button type="submit" className="btn-block" loading={isLoading}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
      {/* Two links a little apart, so they do not read as one phrase. */}
      <p className="auth-footer auth-footer-links">
        {token && !done ? <Link to="/forgot-password">{t('reset.newLink')}</Link> : null}
        <Link to="/">{t('reset.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
