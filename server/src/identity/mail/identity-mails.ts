import type { MailMessage } from '../../shared/mail/mailer.js';
import { OTP_TTL_MS } from '../otp/otp-rules.js';
import { RESET_LINK_TTL_MS } from '../passwords/reset-link.js';

/** The texts of identity's mails. Codes and links appear alone on their line, easy to copy. */
export const IdentityMails = {
  otp(to: string, code: string, purpose: 'register' | 'login'): MailMessage {
    const what = purpose === 'register' ? 'finish creating your Fairdraw account' : 'log in to Fairdraw';
    return {
      to,
      subject: `Your Fairdraw code: ${code}`,
      text:
        `Use this code to ${what}:\n\n${code}\n\n` +
        `It is valid for ${OTP_TTL_MS / 60_000} minutes and can be used once. ` +
        `If you did not ask for it, ignore this mail; nobody can use your account without the code.\n`,
    };
  },

  alreadyRegistered(to: string, publicUrl: string): MailMessage {
    return {
      to,
      subject: 'Someone tried to create a Fairdraw account with your email',
      text:
        `An account with this email already exists, so no new account was created.\n\n` +
        `If it was you, log in at ${publicUrl}/ or reset your password at ${publicUrl}/forgot-password.\n` +
        `If it was not you, you can ignore this mail.\n`,
    };
  },

  resetLink(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Reset your Fairdraw password',
      text:
        `Open this link to choose a new password:\n\n${link}\n\n` +
        `It works once, for ${RESET_LINK_TTL_MS / 60_000} minutes. Resetting logs you out everywhere.\n` +
        `If you did not ask for it, ignore this mail; your password stays as it is.\n`,
    };
  },
};
