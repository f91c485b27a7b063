import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock/clock.js';
import { Mailer, type MailMessage } from './mailer.js';

/**
 * Without SMTP settings every message becomes an RFC 822 .eml file in the outbox folder
 * (built by nodemailer, so it opens in any mail client) and its text goes to the log:
 * a new user running the product locally can read the code there. Only used when no
 * SMTP server is configured, so codes never reach a production log.
 */
export class OutboxMailer extends Mailer {
  private readonly logger = new Logger('Mailer');
  private sequence = 0;
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly clock: Clock,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.builder.sendMail({ from: this.from, date: this.clock.now(), ...message });
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // Names sort in sending order: clock time, then a per-process sequence number.
    const stamp = this.clock.now().toISOString().replace(/[:.]/g, '-');
    const seq = String(++this.sequence).padStart(6, '0');
    const file = join(this.dir, `${stamp}-${seq}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.logger.log(`Mail to ${message.to} written to ${file}\nSubject: ${message.subject}\n\n${message.text}`);
  }
}
