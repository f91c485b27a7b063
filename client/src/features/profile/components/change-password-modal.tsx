import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useChangePasswordMutation, type PasswordChanged } from '../api/profile-api.js';
import { useProfileText } from '../profile.strings.js';
import { passwordChangeErrors, type PasswordChange } from '../validation.js';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (spec section 5 messages). Unlike the specification's client, this one
 * sends the change to the server, which also ends the player's other sessions.
 */
export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** Receives the answer when it carries this browser's new session token. */
  onSessionRenewed?: (reply: PasswordChanged & { token: string }) => void;
}

export function ChangePasswordModal({ open, onClose, onSessionRenewed }: ChangePasswordModalProps) {
  const t = useProfileText();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { formRef, ...checks } = useFocusFirstInvalid();

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setMessage(null);
    checks.accept();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordChangeErrors(values, t);
    // A new attempt replaces what the last one said, also when the form stops it.
    setMessage(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return checks.refuse(problemsOf(found, { currentPassword: t('password.current'), newPassword: t('password.next'), confirmPassword: t('password.confirm') }));
    }
    checks.accept();
    try {
      const reply = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      setValues(EMPTY);
      if (reply.token) onSessionRenewed?.({ ...reply, token: reply.token });
      setMessage({ kind: 'success', text: reply.msg ?? t('password.done') });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? t('password.failed') });
    }
  };

  const field = (name: keyof PasswordChange) => ({
    name,
    type: 'password',
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <Modal title={t('password.title')} open={open} onClose={close}>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <form ref={formRef} onSubmit={submit} noValidate>
        <ErrorSummary refusal={checks.refusal} />
        <FormField label={t('password.current')} autoComplete="current-password" {...field('currentPassword')} />
        <FormField label={t('password.next')} autoComplete="new-password" {...field('newPassword')} />
        <FormField label={t('password.confirm')} autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" className="btn-block" loading={isLoading}>
          {t('password.submit')}
        </Button>
      </form>
    </Modal>
  );
}
