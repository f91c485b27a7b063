import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { useAdminLoginMutation } from '../api/auth-api.js';
import { adminLoginError } from '../admin-login-error.js';
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
      return setError('Please provide both username and password.');
    }
    try {
      const reply = await adminLogin({ username: values.username.trim(), password: values.password }).unwrap();
      if (!reply.token) return setError('An unexpected error occurred. Please try again.');
      onSignedIn(reply.token);
    } catch (failure) {
      setError(adminLoginError(failure));
    }
  };

  return (
    <AuthCard title="Sign In" subtitle="Admin area">
      {error && <Alert kind="error">{error}</Alert>}
      <form onSubmit={submit} noValidate>
        <FormField label="User Name" name="username" autoComplete="username" value={values.username}
          onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))} />
        <FormField label="Password" type="password" name="password" autoComplete="current-password" value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))} />
        <Button type="submit" className="btn-block" loading={isLoading} loadingText="Signing in...">
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
