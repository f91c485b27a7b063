import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The server's mail outbox of this run (no SMTP: one .eml file per message). */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through `npm run test:e2e`');
  return process.env.E2E_OUTBOX_DIR ?? join(dataDir, 'outbox');
}

async function mailsTo(email: string): Promise<string[]> {
  const dir = outboxDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails: string[] = [];
  for (const name of names) {
    const text = await readFile(join(dir, name), 'utf8');
    if (new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) mails.push(text);
  }
  return mails;
}

/** How many mails the address has received so far. */
export async function mailCount(email: string): Promise<number> {
  return (await mailsTo(email)).length;
}

/** The newest mail to `email`, waiting until more than `after` mails have reached it. */
export async function latestMail(email: string, after = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(email);
    if (mails.length > after) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No new mail reached ${email} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The 6-digit code of the newest mail to `email`, waiting until more than `after` mails
 * have reached that address (file names keep sending order).
 */
export async function latestCode(email: string, after = 0, timeoutMs = 15_000): Promise<string> {
  const mail = await latestMail(email, after, timeoutMs);
  const code = /^Subject:.*?(\d{6})/m.exec(mail)?.[1] ?? /^(\d{6})\s*$/m.exec(mail)?.[1];
  if (!code) throw new Error(`No 6-digit code in the newest mail to ${email}`);
  return code;
}
