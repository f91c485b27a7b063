import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '../clock/clock.js';
import { loadConfig } from '../config/config.js';
import { createMailer } from './mail.module.js';
import { OutboxMailer } from './outbox-mailer.js';
import { NodemailerMailer } from './smtp-mailer.js';

/** A minimal SMTP server on 127.0.0.1 that keeps what it receives (no STARTTLS offered). */
function smtpListener(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done({ server, port: (server.address() as { port: number }).port, received })),
  );
}

describe('mail', () => {
  const clock = new FixedClock(new Date('2026-02-01T10:00:00Z'));

  it('writes each message as an .eml file in the outbox (mode 600) without SMTP settings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-outbox-'));
    try {
      const mailer = createMailer(loadConfig({ DATA_DIR: dir }), clock);
      expect(mailer).toBeInstanceOf(OutboxMailer);
      await mailer.send({ to: 'a@example.com', subject: 'Your Fairdraw code: 123456', text: 'Use this code:\n\n123456\n' });
      await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'second' });
      const outbox = join(dir, 'outbox');
      const files = readdirSync(outbox).sort();
      expect(files).toHaveLength(2);
      const first = readFileSync(join(outbox, files[0]!), 'utf8');
      expect(first).toContain('To: a@example.com');
      expect(first).toContain('Subject: Your Fairdraw code: 123456');
      expect(first).toContain('From: Fairdraw <no-reply@fairdraw.local>');
      expect(first).toMatch(/^123456$/m);
      expect(readFileSync(join(outbox, files[1]!), 'utf8')).toContain('To: b@example.com');
      expect(statSync(join(outbox, files[0]!)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await smtpListener();
    try {
      const mailer = createMailer(
        loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Fairdraw <mail@fairdraw.test>' }),
        clock,
      );
      expect(mailer).toBeInstanceOf(NodemailerMailer);
      await mailer.send({ to: 'player@example.com', subject: 'Reset your Fairdraw password', text: 'Open this link' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: player@example.com');
      expect(smtp.received[0]).toContain('From: Fairdraw <mail@fairdraw.test>');
      expect(smtp.received[0]).toContain('Subject: Reset your Fairdraw password');
    } finally {
      smtp.server.close();
    }
  });
});
