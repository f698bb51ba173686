/**
 * A real SMTP server for tests (bff API tests and the e2e stack): it accepts every message
 * and keeps it, decoded enough to read its subject, recipients and plain-text body. Optionally
 * each message is also written as JSON into a folder, for test processes other than the one
 * that started the server (Playwright's workers).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The first message to `to` (whose subject matches) that arrives, waiting up to timeoutMs. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(ch, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(header: string): string {
  // Whitespace between two encoded words is folding, not text (RFC 2047 §6.2): drop it before decoding.
  return header
    .replace(/(=\?utf-8\?[BQ]\?[^?]*\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** Leaf parts of a (possibly nested) multipart message. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r?\n/, ''))));
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const find = (type: string) => parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = find('text/plain');
  const html = find('text/html');
  return { to, subject: decodeWords(message.headers.get('subject') ?? ''), text: text ? decodeBody(text) : '', html: html ? decodeBody(html) : '', receivedAt: Date.now() };
}

/**
 * Readers in other processes poll the folder for *.json; a file written in place can be read half
 * written, so it is written under a name they skip and renamed, which they see whole or not at all.
 */
async function saveAtomically(dir: string, name: string, body: string): Promise<void> {
  const partial = path.join(dir, `.${name}.partial`);
  await writeFile(partial, body);
  await rename(partial, path.join(dir, name));
}

export async function startTestSmtpServer(options: { port?: number; saveDir?: string } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  if (options.saveDir) await mkdir(options.saveDir, { recursive: true });
  const server = new SMTPServer({
    // Plain SMTP on localhost: no STARTTLS (self-signed certificates), no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
        messages.push(mail);
        const saved = options.saveDir ? saveAtomically(options.saveDir, `${Date.now()}-${messages.length}.json`, JSON.stringify(mail)) : Promise.resolve();
        void saved.finally(() => {
          for (const w of waiters) w();
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const match = (to: string, subject?: RegExp) => messages.find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(to, subject, timeoutMs = 10_000) {
      const found = match(to, subject);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = match(to, subject);
          if (m) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(m);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms (got: ${messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'})`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
