import { Logger } from '@nestjs/common';
import type { Mailer, MailMessage } from '../../shared/mail/mailer.js';

const logger = new Logger('IdentityMail');

/**
 * Sends and logs a failure instead of failing the request: the answer must not depend on
 * whether a mail went out (that would tell who is registered); the user can ask again.
 */
export async function deliver(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    logger.error(`Mail "${message.subject.replace(/\d{6}/, '******')}" could not be sent: ${(error as Error).message}`);
  }
}
