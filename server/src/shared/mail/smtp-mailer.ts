import { Logger } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { Mailer, type MailMessage } from './mailer.js';

/** Mail through any nodemailer transport (SMTP in production; tests may pass another). */
export class NodemailerMailer extends Mailer {
  private readonly logger = new Logger('Mailer');

  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    this.logger.log(`Mail "${message.subject}" sent (${String(info.messageId ?? '')})`);
  }
}
