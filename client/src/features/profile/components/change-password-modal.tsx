import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useChangePasswordMutation, type PasswordChanged } from '../api/profile-api.js';
import { CHANGE_PASSWORD as T } from '../profile.strings.js';
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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setMessage(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordChangeErrors(values);
    // A new attempt replaces what the last one said, also when the form stops it.
    setMessage(null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const reply = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      setValues(EMPTY);
      if (reply.token) onSessionRenewed?.({ ...reply, token: reply.token });
      setMessage({ kind: 'success', text: reply.msg ?? T.done });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? T.failed });
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
    <Modal title={T.title} open={open} onClose={close}>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <form onSubmit={submit} noValidate>
        <FormField label={T.current} autoComplete="current-password" {...field('currentPassword')} />
        <FormField label={T.next} autoComplete="new-password" {...field('newPassword')} />
        <FormField label={T.confirm} autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" className="btn-block" loading={isLoading}>
          {T.submit}
        </Button>
      </form>
    </Modal>
  );
}
