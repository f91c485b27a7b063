/** One outgoing message; `text` is always present so every mail reads in any client. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail. The SMTP adapter is used when SMTP_URL is set; otherwise the outbox adapter
 * writes each message as an .eml file, so a local user can read their codes.
 */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}
