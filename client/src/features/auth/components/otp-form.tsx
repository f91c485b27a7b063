import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { OTP } from '../auth.strings.js';
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
  onVerify: (otp: string) => void;
  /** A new code restarts the countdown; a refusal with a wait counts that wait down. */
  onResend: () => Promise<ResendOutcome>;
}

/**
 * The OTP step (spec sections 2, 4 and 5): a 6-digit code, digits only (a pasted code is
 * cleaned of anything else), a mm:ss countdown, Resend enabled only at 0.
 */
export function OtpForm({ email, seconds, startAt, submitLabel, busyLabel, verifying, onVerify, onResend }: OtpFormProps) {
  const [otp, setOtp] = useState('');
  const [resending, setResending] = useState(false);
  const { left, restart } = useCountdown(seconds, startAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCompleteOtp(otp)) onVerify(otp);
  };

  const resend = async () => {
    setResending(true);
    const outcome = await onResend();
    setResending(false);
    if (outcome.sent) {
      setOtp('');
      restart();
    } else if (outcome.waitSeconds) restart(outcome.waitSeconds);
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2 className="auth-step-title">{OTP.title}</h2>
      <p className="muted">
        {OTP.sentTo} <strong>{email}</strong>
      </p>
      <FormField
        label={OTP.label}
        name="otp"
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH + 8}
        placeholder={OTP.placeholder}
        className="otp-field"
        autoFocus
      />
      <div className="otp-resend">
        <span className="otp-timer" aria-live="off" aria-label={OTP.resendIn(formatMmSs(left))}>
          {formatMmSs(left)}
        </span>
        <Button variant="secondary" onClick={resend} disabled={left > 0} loading={resending} loadingText={OTP.resending}>
          {OTP.resend}
        </Button>
      </div>
      <Button type="submit" className="btn-block" disabled={!isCompleteOtp(otp)} loading={verifying} loadingText={busyLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
