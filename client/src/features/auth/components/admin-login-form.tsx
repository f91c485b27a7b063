import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { useAdminLoginMutation } from '../api/auth-api.js';
import { adminLoginError } from '../admin-login-error.js';
import { ADMIN_LOGIN } from '../auth.strings.js';
import { AuthCard } from './auth-card.js';

/** Admin Sign In (spec sections 2, 4 and 8): idle, loading, then success or the error. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [values, setValues] = useState({ username: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [adminLogin, { isLoading }] = useAdminLoginMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!values.username.trim() || !values.password) {
      return setError(ADMIN_LOGIN.bothRequired);
    }
    try {
      const reply = await adminLogin({ username: values.username.trim(), password: values.password }).unwrap();
      if (!reply.token) return setError(ADMIN_LOGIN.unexpected);
      onSignedIn(reply.token);
    } catch (failure) {
      setError(adminLoginError(failure));
    }
  };

  return (
    <AuthCard title={ADMIN_LOGIN.title} subtitle={ADMIN_LOGIN.subtitle}>
      {error && <Alert kind="error">{error}</Alert>}
      <form onSubmit={submit} noValidate>
        <FormField label={ADMIN_LOGIN.username} name="username" autoComplete="username" value={values.username}
          onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))} />
        <FormField label={ADMIN_LOGIN.password} type="password" name="password" autoComplete="current-password" value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))} />
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={ADMIN_LOGIN.busy}>
          {ADMIN_LOGIN.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
