import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useResetPasswordMutation } from '../api/auth-api.js';
import { RESET_PASSWORD } from '../auth.strings.js';
import { resetConfirmError, strongPasswordError } from '../validation.js';
import { AuthCard } from './auth-card.js';

/** The page a mailed reset link opens (`/reset-password?token=...`). */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: strongPasswordError(values.password),
      confirmPassword: resetConfirmError(values.password, values.confirmPassword),
    };
    setMessage(null);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    try {
      const reply = await resetPassword({ token, password: values.password }).unwrap();
      setDone(true);
      setMessage({ kind: 'success', text: reply.msg ?? RESET_PASSWORD.done });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? RESET_PASSWORD.failed });
    }
  };

  return (
    <AuthCard title={RESET_PASSWORD.title}>
      {!token && <Alert kind="error">{RESET_PASSWORD.invalidLink}</Alert>}
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {token && !done && (
        <form onSubmit={submit} noValidate>
          <FormField label={RESET_PASSWORD.password} type="password" name="password" autoComplete="new-password"
            value={values.password} error={errors.password}
            onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))} />
          <FormField label={RESET_PASSWORD.confirmPassword} type="password" name="confirmPassword" autoComplete="new-password"
            value={values.confirmPassword} error={errors.confirmPassword}
            onChange={(event) => setValues((v) => ({ ...v, confirmPassword: event.target.value }))} />
          <Button type="submit" className="btn-block" loading={isLoading}>
            {RESET_PASSWORD.submit}
          </Button>
        </form>
      )}
      <p className="auth-footer">
        {token && !done ? <Link to="/forgot-password">{RESET_PASSWORD.newLink}</Link> : null}{' '}
        <Link to="/">{RESET_PASSWORD.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
