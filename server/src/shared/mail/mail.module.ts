import { Global, Module } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { Clock } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { NodemailerMailer } from './smtp-mailer.js';

export function createMailer(config: AppConfig, clock: Clock): Mailer {
  if (config.SMTP_URL) return new NodemailerMailer(nodemailer.createTransport(config.SMTP_URL), config.MAIL_FROM);
  return new OutboxMailer(config.mailOutboxDir, config.MAIL_FROM, clock);
}

/** The `Mailer` for every feature (needs APP_CONFIG and Clock from CoreModule). */
@Global()
@Module({
  providers: [{ provide: Mailer, inject: [APP_CONFIG, Clock], useFactory: createMailer }],
  exports: [Mailer],
})
export class MailModule {}
