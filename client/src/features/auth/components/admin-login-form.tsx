import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { useAdminLoginMutation } from '../api/auth-api.js';
import { adminLoginError } from '../admin-login-error.js';
import { useAuthText } from '../auth.strings.js';
import { AuthCard } from './auth-card.js';

const FILLED = { username: false, password: false };

/** Admin Sign In (spec sections 2, 4 and 8): idle, loading, then success or the error. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const t = useAuthText();
  const errorId = useId();
  const [values, setValues] = useState({ username: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  // The fields the last refused submit found empty: its one message names them both.
  const [empty, setEmpty] = useState(FILLED);
  const [adminLogin, { isLoading }] = useAdminLoginMutation();
  const { formRef, ...checks } = useFocusFirstInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found = { username: !values.username.trim(), password: !values.password };
    setEmpty(found);
    if (found.username || found.password) {
      setError(t('admin.bothRequired'));
      return checks.refuse();
    }
    checks.accept();
    try {
      const reply = await adminLogin({ username: values.username.trim(), password: values.password }).unwrap();
      if (!reply.token) return setError(t('admin.unexpected'));
      onSignedIn(reply.token);
    } catch (failure) {
      setError(adminLoginError(failure, t));
    }
  };

  return (
    <AuthCard title={t('admin.title')} subtitle={t('admin.subtitle')}>
      {/* A new alert per refused attempt, so the same message is announced again. */}
      {error && <Alert key={checks.refusal?.attempt} kind="error" id={errorId}>{error}</Alert>}
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormField label={t('admin.username')} name="username" autoComplete="username" value={values.username}
          errorId={empty.username ? errorId : undefined}
          onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))} />
        <FormField label={t('admin.password')} type="password" name="password" autoComplete="current-password" value={values.password}
          errorId={empty.password ? errorId : undefined}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))} />
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={t('admin.busy')}>
          {t('admin.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
