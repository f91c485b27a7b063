import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useResetPasswordMutation } from '../api/auth-api.js';
import { strongPasswordError } from '../validation.js';
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
      confirmPassword: !values.confirmPassword
        ? 'Please confirm your password'
        : values.confirmPassword !== values.password ? 'Passwords do not match' : undefined,
    };
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    try {
      const reply = await resetPassword({ token, password: values.password }).unwrap();
      setDone(true);
      setMessage({ kind: 'success', text: reply.msg ?? 'Your password has been reset. You can log in now.' });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? 'Failed to reset password.' });
    }
  };

  return (
    <AuthCard title="Set New Password">
      {!token && <Alert kind="error">This reset link is invalid. Ask for a new one.</Alert>}
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {token && !done && (
        <form onSubmit={submit} noValidate>
          <FormField label="New Password" type="password" name="password" autoComplete="new-password"
            value={values.password} error={errors.password}
            onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))} />
          <FormField label="Confirm Password" type="password" name="confirmPassword" autoComplete="new-password"
            value={values.confirmPassword} error={errors.confirmPassword}
            onChange={(event) => setValues((v) => ({ ...v, confirmPassword: event.target.value }))} />
          <Button type="submit" className="btn-block" loading={isLoading}>
            Reset Password
          </Button>
        </form>
      )}
      <p className="auth-footer">
        {token && !done ? <Link to="/forgot-password">Request a new link</Link> : null}{' '}
        <Link to="/">Back to Login</Link>
      </p>
    </AuthCard>
  );
}
