import { errorStatus, retryAfterSeconds, serverMessage } from '../../../lib/api/error-message.js';
import { useSendOtpMutation, useVerifyLoginOtpMutation, type SessionReply } from '../api/auth-api.js';
import { useAuthText } from '../auth.strings.js';

export type Message = { kind: 'error' | 'success' | 'info'; text: string } | null;

/** A resend either mailed a new code, or was refused, possibly with the wait the server asks for. */
export type ResendOutcome = { sent: true } | { sent: false; waitSeconds: number | null };

interface OtpStepTexts {
  /** Shown once the code is accepted (login and registration word it differently). */
  verified: string;
  /** Shown when a resend fails and the server gives no message of its own. */
  resendFailed: string;
}

/**
 * The OTP step that login and registration share (spec sections 4 and 8): verify the
 * code, telling a rejected code from a failed call, and resend it. On the login step,
 * `challenge` (from the login answer) goes with both calls: the server lets only the
 * browser whose correct password asked for the code verify or resend it.
 */
export function useOtpStep(email: string, setMessage: (message: Message) => void, texts: OtpStepTexts, challenge?: string) {
  const t = useAuthText();
  const [sendOtp] = useSendOtpMutation();
  const [verifyLoginOtp, { isLoading: verifying }] = useVerifyLoginOtpMutation();

  /** The session the server answers with, or null when the code was not accepted. */
  const verify = async (otp: string, referralCode?: string): Promise<SessionReply | null> => {
    setMessage(null);
    try {
      const reply = await verifyLoginOtp({ identifier: email, otp, ...(referralCode ? { referralCode } : {}), challenge }).unwrap();
      setMessage({ kind: 'success', text: texts.verified });
      return reply;
    } catch (error) {
      const rejected = typeof errorStatus(error) === 'number' && Number(errorStatus(error)) < 500;
      setMessage({ kind: 'error', text: rejected ? t('otp.invalid') : t('otp.verifyFailed') });
      return null;
    }
  };

  const resend = async (): Promise<ResendOutcome> => {
    setMessage(null);
    try {
      await sendOtp({ identifier: email, challenge }).unwrap();
      setMessage({ kind: 'success', text: t('otp.sent') });
      return { sent: true };
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? texts.resendFailed });
      return { sent: false, waitSeconds: retryAfterSeconds(error) };
    }
  };

  return { verify, resend, verifying };
}
