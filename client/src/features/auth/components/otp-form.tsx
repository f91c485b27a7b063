import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { useAuthText } from '../auth.strings.js';
import { formatMmSs, useCountdown } from '../use-countdown.js';
import { isCompleteOtp, OTP_LENGTH } from '../validation.js';
import type { ResendOutcome } from './use-otp-step.js';

export interface OtpFormProps {
  email: string;
  /** Resend countdown: 120 s on login, 30 s on registration. */
  seconds: number;
  /** Where the countdown starts: what is left of the server's cooldown when no new code went out. */
  startAt?: number;
  submitLabel: string;
  busyLabel: string;
  verifying: boolean;
  /** May resolve to false: the code was not accepted, and the field is marked and focused. */
  onVerify: (otp: string) => unknown;
  /** The id of the page's message that says why a code was not accepted (it describes the field). */
  messageId?: string;
  /** A new code restarts the countdown; a refusal with a wait counts that wait down. */
  onResend: () => Promise<ResendOutcome>;
}

/**
 * The OTP step (spec sections 2, 4 and 5): a 6-digit code, digits only (a pasted code is
 * cleaned of anything else), a mm:ss countdown, Resend enabled only at 0. Verify waits
 * for 6 digits, so the form's own check refuses nothing; a code the server refuses marks
 * the field invalid, described by the page's message, and gives it focus to type again.
 */
export function OtpForm({ email, seconds, startAt, submitLabel, busyLabel, verifying, onVerify, messageId, onResend }: OtpFormProps) {
  const t = useAuthText();
  const [otp, setOtp] = useState('');
  const [resending, setResending] = useState(false);
  const [refused, setRefused] = useState(false);
  const { left, restart } = useCountdown(seconds, startAt);
  const { formRef, ...checks } = useFocusFirstInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteOtp(otp)) return;
    setRefused(false);
    if ((await onVerify(otp)) === false) {
      setRefused(true);
      checks.refuse();
    }
  };

  const resend = async () => {
    setRefused(false);
    setResending(true);
    const outcome = await onResend();
    setResending(false);
    if (outcome.sent) {
      setOtp('');
      restart();
    } else if (outcome.waitSeconds) restart(outcome.waitSeconds);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <h2 className="auth-step-title">{t('otp.title')}</h2>
      <p className="muted">
        {t('otp.sentTo')} <strong>{email}</strong>
      </p>
      <FormField
        label={t('otp.label')}
        name="otp"
        value={otp}
        errorId={refused ? messageId : undefined}
        onChange={(event) => {
          setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
          setRefused(false);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH + 8}
        placeholder={t('otp.placeholder')}
        className="otp-field"
        autoFocus
      />
      <div className="otp-resend">
        <span className="otp-timer" aria-live="off" aria-label={t('otp.resendIn', { time: formatMmSs(left) })}>
          {formatMmSs(left)}
        </span>
        <Button variant="secondary" onClick={resend} disabled={left > 0} loading={resending} loadingText={t('otp.resending')}>
          {t('otp.resend')}
        </Button>
      </div>
      <Button type="submit" className="btn-block" disabled={!isCompleteOtp(otp)} loading={verifying} loadingText={busyLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
