import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { useForgotPasswordMutation } from '../api/auth-api.js';
import { FORGOT_PASSWORD } from '../auth.strings.js';
import { emailError } from '../validation.js';
import { AuthCard } from './auth-card.js';

/** Forgot password: the server answers alike for every address and mails a reset link. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return;
    setMessage(null);
    try {
      const reply = await forgotPassword({ email: email.trim().toLowerCase() }).unwrap();
      setMessage({ kind: 'success', text: reply.msg ?? FORGOT_PASSWORD.sent });
    } catch {
      setMessage({ kind: 'error', text: FORGOT_PASSWORD.failed });
    }
  };

  return (
    <AuthCard title={FORGOT_PASSWORD.title} subtitle={FORGOT_PASSWORD.subtitle}>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <form onSubmit={submit} noValidate>
        <FormField label={FORGOT_PASSWORD.email} type="email" name="email" autoComplete="email" value={email}
          onChange={(event) => setEmail(event.target.value)} error={error} />
        <Button type="submit" className="btn-block" loading={isLoading}>
          {FORGOT_PASSWORD.submit}
        </Button>
      </form>
      <p className="auth-footer">
        <Link to="/">{FORGOT_PASSWORD.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
