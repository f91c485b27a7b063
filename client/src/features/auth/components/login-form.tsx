import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { errorStatus, serverMessage } from '../../../lib/api/error-message.js';
import { sessionFromReply, type SessionReply, useLoginMutation } from '../api/auth-api.js';
import { validateLogin, type Errors } from '../validation.js';
import { AuthCard } from './auth-card.js';
import { GoogleSignIn } from './google-sign-in.js';
import { OtpForm } from './otp-form.js';
import { useOtpStep, type Message } from './use-otp-step.js';
import type { SignedIn } from './signed-in.js';

/** Spec section 9: the login resend countdown. */
export const LOGIN_OTP_SECONDS = 120;

/**
 * Player login (spec sections 2 and 4): credentials, then the OTP step; the verified
 * OTP's answer is the session handed to `onSignedIn`.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: SignedIn }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials');
  const [message, setMessage] = useState<Message>(null);
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const email = values.email.trim().toLowerCase();
  const { verify, resend, verifying } = useOtpStep(email, setMessage, {
    verified: 'OTP verified successfully. Logging you in...',
    resendFailed: 'Failed to resend OTP',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setMessage(null);
    try {
      const reply = await login({ email, password: values.password }).unwrap();
      // The server may answer with the session itself (a repeat login right after an OTP).
      if (reply.token) return onSignedIn(sessionFromReply(reply as SessionReply, email));
      setStep('otp');
      setMessage(reply.otpSent ? { kind: 'success', text: 'OTP sent successfully!' } : null);
    } catch (error) {
      const text = errorStatus(error) === 429 ? serverMessage(error) : null;
      setMessage({ kind: 'error', text: text ?? 'Login failed. Please try again.' });
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
    <AuthCard title="Login" subtitle="Enter Your Credentials to Continue.">
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      {step === 'otp' ? (
        <OtpForm
          email={email}
          seconds={LOGIN_OTP_SECONDS}
          submitLabel="Verify & Login"
          busyLabel="Verifying..."
          verifying={verifying}
          onVerify={verifyOtp}
          onResend={resend}
        />
      ) : (
        <>
          <p className="auth-welcome">Welcome back!</p>
          <form onSubmit={submit} noValidate>
            <FormField label="Email ID / Mobile Number" type="email" autoComplete="username" {...field('email')} />
            <FormField label="Password" type="password" autoComplete="current-password" {...field('password')} />
            <div className="auth-links">
              <Link to="/forgot-password">Forgot Password?</Link>
            </div>
            <Button type="submit" className="btn-block" loading={loggingIn} loadingText="Please wait...">
              Login
            </Button>
          </form>
          <div className="auth-divider">or</div>
          <GoogleSignIn text="signin_with" failure="Google sign-in failed" onSignedIn={onSignedIn} onMessage={setMessage} />
          <p className="auth-footer">
            Don&apos;t have an account? <Link to="/register">Sign up</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
