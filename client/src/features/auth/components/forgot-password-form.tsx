import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { useForgotPasswordMutation } from '../api/auth-api.js';
import { useAuthText } from '../auth.strings.js';
import { emailError } from '../validation.js';
import { AuthCard } from './auth-card.js';

/** Forgot password: the server answers alike for every address and mails a reset link. */
export function ForgotPasswordForm() {
  const t = useAuthText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const { formRef, ...checks } = useFocusFirstInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email, t);
    setError(found);
    if (found) return checks.refuse([{ label: t('forgot.email'), message: found }]);
    checks.accept();
    setMessage(null);
    try {
      const reply = await forgotPassword({ email: email.trim().toLowerCase() }).unwrap();
      setMessage({ kind: 'success', text: reply.msg ?? t('forgot.sent') });
    } catch {
      setMessage({ kind: 'error', text: t('forgot.failed') });
    }
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <form ref={formRef} onSubmit={submit} noValidate>
        <ErrorSummary refusal={checks.refusal} />
        <FormField label={t('forgot.email')} type="email" name="email" autoComplete="email" value={email}
          onChange={(event) => setEmail(event.target.value)} error={error} />
        <Button type="submit" className="btn-block" loading={isLoading}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className="auth-footer">
        <Link to="/">{t('forgot.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
