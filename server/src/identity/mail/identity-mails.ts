import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/language.js';
import type { MailMessage } from '../../shared/mail/mailer.js';
import { OTP_TTL_MS } from '../otp/otp-rules.js';
import { RESET_LINK_TTL_MS } from '../passwords/reset-link.js';
import { HINDI_MAILS } from './identity-mails.hi.js';

/** One language's words of identity's mails: subject and text, without the recipient. */
export interface IdentityMailTexts {
  otp(code: string, purpose: 'register' | 'login', validMinutes: number): Omit<MailMessage, 'to'>;
  alreadyRegistered(publicUrl: string): Omit<MailMessage, 'to'>;
  resetLink(link: string, validMinutes: number): Omit<MailMessage, 'to'>;
}

const ENGLISH_MAILS: IdentityMailTexts = {
  otp(code, purpose, validMinutes) {
    const what = purpose === 'register' ? 'finish creating your Fairdraw account' : 'log in to Fairdraw';
    return {
      subject: `Your Fairdraw code: ${code}`,
      text:
        `Use this code to ${what}:\n\n${code}\n\n` +
        `It is valid for ${validMinutes} minutes and can be used once. ` +
        `If you did not ask for it, ignore this mail; nobody can use your account without the code.\n`,
    };
  },

  alreadyRegistered(publicUrl) {
    return {
      subject: 'Someone tried to create a Fairdraw account with your email',
      text:
        `An account with this email already exists, so no new account was created.\n\n` +
        `If it was you, log in at ${publicUrl}/ or reset your password at ${publicUrl}/forgot-password.\n` +
        `If it was not you, you can ignore this mail.\n`,
    };
  },

  resetLink(link, validMinutes) {
    return {
      subject: 'Reset your Fairdraw password',
      text:
        `Open this link to choose a new password:\n\n${link}\n\n` +
        `It works once, for ${validMinutes} minutes. Resetting logs you out everywhere.\n` +
        `If you did not ask for it, ignore this mail; your password stays as it is.\n`,
    };
  },
};

/** Every language's words: a language without its mails does not compile. */
const MAILS: Record<Language, IdentityMailTexts> = { en: ENGLISH_MAILS, hi: HINDI_MAILS };

/**
 * The texts of identity's mails, in the language of the request that causes them (issue
 * 14: these all go out before sign-in). Codes and links appear alone on their line, easy
 * to copy.
 */
export const IdentityMails = {
  otp(to: string, code: string, purpose: 'register' | 'login', language: Language = DEFAULT_LANGUAGE): MailMessage {
    return { to, ...MAILS[language].otp(code, purpose, OTP_TTL_MS / 60_000) };
  },

  alreadyRegistered(to: string, publicUrl: string, language: Language = DEFAULT_LANGUAGE): MailMessage {
    return { to, ...MAILS[language].alreadyRegistered(publicUrl) };
  },

  resetLink(to: string, link: string, language: Language = DEFAULT_LANGUAGE): MailMessage {
    return { to, ...MAILS[language].resetLink(link, RESET_LINK_TTL_MS / 60_000) };
  },
};
