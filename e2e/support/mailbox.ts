import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReceivedMail } from '../../scripts/test-smtp-server';
import { E2E_MAIL_DIR } from './stack-env';

/** The first message to `to` whose subject matches, as the suite's SMTP server received it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(E2E_MAIL_DIR).catch(() => [] as string[]);
    // Only whole messages: the SMTP server writes a dot-named partial file and renames it when done.
    for (const file of files.filter((f) => f.endsWith('.json')).sort()) {
      const mail = JSON.parse(await readFile(path.join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail;
      if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The path (with query) of the first link to this site's /reset-password in the mail's text. */
export function resetLinkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^/\s]+((?:\/ar)?\/reset-password\?[^\s]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1]!;
}

/** The path (with query) of the link to this site's /set-password in an invitation mail. */
export function setPasswordLinkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^/\s]+((?:\/ar)?\/set-password\?[^\s]+)/.exec(mail.text);
  if (!match) throw new Error(`no set-password link in: ${mail.text}`);
  return match[1]!;
}
