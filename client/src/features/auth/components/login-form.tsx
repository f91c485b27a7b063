import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { errorStatus, retryAfterSeconds, serverMessage } from '../../../lib/api/error-message.js';
import { sessionFromReply, type SessionReply, useLoginMutation } from '../api/auth-api.js';
import { useAuthText } from '../auth.strings.js';
import { validateLogin, type Errors } from '../validation.js';
import { AuthCard } from './auth-card.js';
import { GoogleSignIn } from './google-sign-in.js';
import { OtpForm } from './otp-form.js';
import { useOtpStep, type Message } from './use-otp-step.js';
import type { SignedIn } from './signed-in.js';

/** Spec section 9: the login resend countdown. */
export const LOGIN_OTP_SECONDS = 120;

/**
 * Player login (spec sections 2 and 4): credentials, then the OTP step with this login's
 * challenge; the verified OTP's answer is the session handed to `onSignedIn`. Right after
 * a verified code, this browser's login (its browser key) is answered with the session.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: SignedIn }) {
  const t = useAuthText();
  const messageId = useId();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials');
  const [message, setMessage] = useState<Message>(null);
  const [countdownStart, setCountdownStart] = useState(LOGIN_OTP_SECONDS);
  const [challenge, setChallenge] = useState<string | undefined>();
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const { formRef, ...checks } = useFocusFirstInvalid();
  const email = values.email.trim().toLowerCase();
  const { verify, resend, verifying } = useOtpStep(
    email,
    setMessage,
    { verified: t('login.verified'), resendFailed: t('login.resendFailed') },
    challenge,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values, t);
    // A new attempt replaces what the last one said, also when the form stops it.
    setMessage(null);
    setErrors(found);
    if (Object.keys(found).length > 0) return checks.refuse(problemsOf(found, { email: t('login.email'), password: t('login.password') }));
    checks.accept();
    try {
      const reply = await login({ email, password: values.password }).unwrap();
      // The server may answer with the session itself (a repeat login right after an OTP).
      if (reply.token) return onSignedIn(sessionFromReply(reply as SessionReply, email));
      // In the resend cooldown no mail went out: say what the server said, count down what is left.
      const wait = retryAfterSeconds(reply);
      setChallenge(reply.loginChallenge);
      setCountdownStart(wait ?? LOGIN_OTP_SECONDS);
      setStep('otp');
      if (wait !== null) setMessage({ kind: 'info', text: reply.msg || t('otp.alreadySent') });
      else setMessage(reply.otpSent ? { kind: 'success', text: t('otp.sent') } : null);
    } catch (error) {
      const text = errorStatus(error) === 429 ? serverMessage(error) : null;
      setMessage({ kind: 'error', text: text ?? t('login.failed') });
    }
  };

  const verifyOtp = async (otp: string) => {
    const reply = await verify(otp);
    if (reply) onSignedIn(sessionFromReply(reply, email));
    return reply !== null;
  };

  const field = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {message && <Alert kind={message.kind} id={messageId}>{message.text}</Alert>}
      {step === 'otp' ? (
        <OtpForm
          email={email}
          seconds={LOGIN_OTP_SECONDS}
          startAt={countdownStart}
          submitLabel={t('login.verify')}
          busyLabel={t('otp.verifying')}
          verifying={verifying}
          onVerify={verifyOtp}
          messageId={messageId}
          onResend={resend}
        />
      ) : (
        <>
          <p className="auth-welcome">{t('login.welcome')}</p>
          <form ref={formRef} onSubmit={submit} noValidate>
            <ErrorSummary refusal={checks.refusal} />
            <FormField label={t('login.email')} type="email" autoComplete="username" {...field('email')} />
            <FormField label={t('login.password')} type="password" autoComplete="current-password" {...field('password')} />
            <div className="auth-links">
              <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
            </div>
            <Button type="submit" className="btn-block" loading={loggingIn} loadingText={t('login.busy')}>
              {t('login.submit')}
            </Button>
          </form>
          <div className="auth-divider">{t('divider')}</div>
          <GoogleSignIn text="signin_with" failure={t('login.googleFailed')} onSignedIn={onSignedIn} onMessage={setMessage} />
          <p className="auth-footer">
            {t('login.noAccount')} <Link to="/register">{t('login.signUp')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
