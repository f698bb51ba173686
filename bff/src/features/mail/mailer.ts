import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { Logger } from '../../http/logger';
import { claimDueMail, enqueueMail, markFailed, markSent } from './queue';
import type { RenderedMail } from './templates';

const BATCH = 10;

export interface MailerOptions {
  db: Kysely<DatabaseSchema>;
  /** Unset: messages are held in the outbox (admin area) and a line is printed for each. */
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
  now?: () => number;
  /** How often the worker looks for due messages (retries, other instances' leftovers). */
  pollMs?: number;
}

export interface Mailer {
  readonly smtpConfigured: boolean;
  /** Stores the message in the queue; a started worker sends it shortly after. */
  send(to: string, mail: RenderedMail): Promise<string>;
  /** A started worker looks for due messages now (one was queued elsewhere, e.g. in a transaction). */
  nudge(): void;
  /** Sends what is due now; returns how many messages it handled. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 5_000;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let started = false;

  const deliverDue = async (): Promise<number> => {
    const due = await claimDueMail(db, new Date(now()), BATCH);
    for (const message of due) {
      if (!transport) {
        await markSent(db, message.id, new Date(now()), 'held');
        // Nothing is dropped silently: the console says a message waits in the outbox.
        log.info('mail held in the outbox (no SMTP_URL): read it at /swatdashboard/outbox', { mailId: message.id, to: message.to_address, subject: message.subject });
        continue;
      }
      try {
        await transport.sendMail({ from: options.from, to: message.to_address, subject: message.subject, text: message.text_body, html: message.html_body });
        await markSent(db, message.id, new Date(now()));
        log.info('mail sent', { mailId: message.id, subject: message.subject });
      } catch (error) {
        await markFailed(db, message, new Date(now()), error instanceof Error ? error.message : String(error));
        log.warn('mail not sent; will retry', { mailId: message.id, attempts: message.attempts, error });
      }
    }
    return due.length;
  };

  const runOnce = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        let handled: number;
        do {
          again = false;
          handled = await deliverDue();
          total += handled;
          // A full batch may mean more are due; a send() meanwhile asked for another round.
        } while (again || handled === BATCH);
      } catch (error) {
        log.warn('mail queue unavailable', { error });
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  };

  return {
    smtpConfigured: transport !== null,
    async send(to, mail) {
      const id = await enqueueMail(db, to, mail, new Date(now()));
      if (started) void runOnce();
      return id;
    },
    nudge() {
      if (started) void runOnce();
    },
    runOnce,
    start() {
      if (started) return;
      started = true;
      const tick = () => {
        timer = setTimeout(() => void runOnce().finally(() => started && tick()), pollMs);
        timer.unref();
      };
      void runOnce();
      tick();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
