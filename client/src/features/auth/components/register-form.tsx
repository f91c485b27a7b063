import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { sessionFromReply, useRegisterMutation } from '../api/auth-api.js';
import { useAuthText } from '../auth.strings.js';
import { validateRegister, type Errors, type RegisterValues } from '../validation.js';
import { AuthCard } from './auth-card.js';
import { GoogleSignIn } from './google-sign-in.js';
import { OtpForm } from './otp-form.js';
import { useOtpStep, type Message } from './use-otp-step.js';
import type { SignedIn } from './signed-in.js';

/** Spec section 9: the registration resend countdown. */
export const REGISTER_OTP_SECONDS = 30;
/** Long enough to read 'OTP verified! Redirecting to profile setup...'. */
export const REDIRECT_DELAY_MS = 1000;
const EMPTY: RegisterValues = { username: '', email: '', password: '', confirmPassword: '' };

/**
 * Registration (spec section 4): form, account created (the server mails the OTP), OTP verified (with the
 * `?ref=CODE` referral code), then the new session is handed on for profile setup.
 */
export function RegisterForm({ onSignedIn }: { onSignedIn: SignedIn }) {
  const t = useAuthText();
  const messageId = useId();
  const [params] = useSearchParams();
  const referralCode = params.get('ref')?.trim() || undefined;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof RegisterValues>>({});
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [message, setMessage] = useState<Message>(null);
  const [register, { isLoading: registering }] = useRegisterMutation();
  const { formRef, ...checks } = useFocusFirstInvalid();
  const email = values.email.trim().toLowerCase();
  const { verify, resend, verifying } = useOtpStep(email, setMessage, {
    verified: t('register.verified'),
    resendFailed: t('register.resendFailed'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister(values, t);
    // A new attempt replaces what the last one said, also when the form stops it.
    setMessage(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const labels = { username: t('register.username'), email: t('register.email'), password: t('register.password'), confirmPassword: t('register.confirmPassword') };
      return checks.refuse(problemsOf(found, labels));
    }
    checks.accept();
    try {
      // Creating the account mails its OTP; a second send would only void that code.
      await register({ username: values.username, email, password: values.password }).unwrap();
      setStep('otp');
      setMessage({ kind: 'success', text: t('otp.sent') });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? t('register.failed') });
    }
  };

  const verifyOtp = async (otp: string) => {
    const reply = await verify(otp, referralCode);
    if (reply) setTimeout(() => onSignedIn(sessionFromReply(reply, email)), REDIRECT_DELAY_MS);
    return reply !== null;
  };

  const field = (name: keyof RegisterValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <AuthCard title={t('register.title')} subtitle={step === 'form' ? t('register.subtitle') : undefined}>
      {message && <Alert kind={message.kind} id={messageId}>{message.text}</Alert>}
      {step === 'otp' ? (
        <OtpForm email={email} seconds={REGISTER_OTP_SECONDS} submitLabel={t('register.verify')} busyLabel={t('otp.verifying')}
          verifying={verifying} onVerify={verifyOtp} messageId={messageId} onResend={resend} />
      ) : (
        <>
          <form ref={formRef} onSubmit={submit} noValidate>
            <ErrorSummary refusal={checks.refusal} />
            <FormField label={t('register.username')} autoComplete="username" {...field('username')} />
            <FormField label={t('register.email')} type="email" autoComplete="email" {...field('email')} />
            <FormField label={t('register.password')} type="password" autoComplete="new-password" {...field('password')} />
            <FormField label={t('register.confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
            <Button type="submit" className="btn-block" loading={registering} loadingText={t('register.busy')}>
              {t('register.submit')}
            </Button>
          </form>
          <div className="auth-divider">{t('divider')}</div>
          <GoogleSignIn text="signup_with" failure={t('register.googleFailed')} onSignedIn={onSignedIn} onMessage={setMessage} />
        </>
      )}
      <p className="auth-footer">
        {t('register.haveAccount')} <Link to="/">{t('register.login')}</Link>
      </p>
    </AuthCard>
  );
}
