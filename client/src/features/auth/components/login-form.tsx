import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { errorStatus, retryAfterSeconds, serverMessage } from '../../../lib/api/error-message.js';
import { sessionFromReply, type SessionReply, useLoginMutation } from '../api/auth-api.js';
import { DIVIDER, LOGIN, OTP } from '../auth.strings.js';
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
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials');
  const [message, setMessage] = useState<Message>(null);
  const [countdownStart, setCountdownStart] = useState(LOGIN_OTP_SECONDS);
  const [challenge, setChallenge] = useState<string | undefined>();
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const email = values.email.trim().toLowerCase();
  const { verify, resend, verifying } = useOtpStep(
    email,
    setMessage,
    { verified: LOGIN.verified, resendFailed: LOGIN.resendFailed },
    challenge,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    // A new attempt replaces what the last one said, also when the form stops it.
    setMessage(null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const reply = await login({ email, password: values.password }).unwrap();
      // The server may answer with the session itself (a repeat login right after an OTP).
      if (reply.token) return onSignedIn(sessionFromReply(reply as SessionReply, email));
      // In the resend cooldown no mail went out: say what the server said, count down what is left.
      const wait = retryAfterSeconds(reply);
      setChallenge(reply.loginChallenge);
      setCountdownStart(wait ?? LOGIN_OTP_SECONDS);
      setStep('otp');
      if (wait !== null) setMessage({ kind: 'info', text: reply.msg || OTP.alreadySent });
      else setMessage(reply.otpSent ? { kind: 'success', text: OTP.sent } : null);
    } catch (error) {
      const text = errorStatus(error) === 429 ? serverMessage(error) : null;
      setMessage({ kind: 'error', text: text ?? LOGIN.failed });
    }
  };

  const verifyOtp = async (otp: string) => {
    const reply = await verify(otp);
    if (reply) onSignedIn(sessionFromReply(reply, email));
  };

  const field = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <AuthCard title={LOGIN.title} subtitle={LOGIN.subtitle}>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {step === 'otp' ? (
        <OtpForm
          email={email}
          seconds={LOGIN_OTP_SECONDS}
          startAt={countdownStart}
          submitLabel={LOGIN.verify}
          busyLabel={OTP.verifying}
          verifying={verifying}
          onVerify={verifyOtp}
          onResend={resend}
        />
      ) : (
        <>
          <p className="auth-welcome">{LOGIN.welcome}</p>
          <form onSubmit={submit} noValidate>
            <FormField label={LOGIN.email} type="email" autoComplete="username" {...field('email')} />
            <FormField label={LOGIN.password} type="password" autoComplete="current-password" {...field('password')} />
            <div className="auth-links">
              <Link to="/forgot-password">{LOGIN.forgotPassword}</Link>
            </div>
            <Button type="submit" className="btn-block" loading={loggingIn} loadingText={LOGIN.busy}>
              {LOGIN.submit}
            </Button>
          </form>
          <div className="auth-divider">{DIVIDER}</div>
          <GoogleSignIn text="signin_with" failure={LOGIN.googleFailed} onSignedIn={onSignedIn} onMessage={setMessage} />
          <p className="auth-footer">
            {LOGIN.noAccount} <Link to="/register">{LOGIN.signUp}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
