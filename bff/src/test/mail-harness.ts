import { startTestSmtpServer, type TestSmtpServer } from '../../../scripts/test-smtp-server';
import type { Database } from '../db/database';
import { createLogger } from '../http/logger';
import { createMailer, type Mailer } from '../features/mail/mailer';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './app-harness';
import type { TestDatabaseTarget } from './databases';

export interface MailTestApp extends TestApp {
  smtp: TestSmtpServer;
  mailer: Mailer;
  dispose(): Promise<void>;
}

/** A test app whose mail goes through the real queue to a real SMTP server started here. */
export async function createMailTestApp(database: Database, options: TestAppOptions = {}): Promise<MailTestApp> {
  const smtp = await startTestSmtpServer();
  // A test that moves the app's clock (deps.clock) moves the queue's with it, so mail due later becomes due.
  const now = options.deps?.clock;
  const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'SWAT Research <no-reply@test.example>', log: createLogger('silent'), pollMs: 200, ...(now ? { now } : {}) });
  mailer.start();
  const t = await createTestApp(database, { ...options, deps: { mailer, ...options.deps } });
  return {
    ...t,
    smtp,
    mailer,
    async dispose() {
      await mailer.stop();
      await smtp.close();
    },
  };
}

/** The token of the first link to /reset-password in a mail's plain text. */
export function tokenFrom(text: string): string {
  const match = /\/(?:re)?set-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

/**
 * Inside a describe per database target: opens the database and a mail test app before the tests
 * and closes both after them. The returned app answers only once the tests run.
 */
export function mailTestAppFor(target: TestDatabaseTarget, options: TestAppOptions = {}): MailTestApp {
  let database: Awaited<ReturnType<TestDatabaseTarget['open']>> | undefined;
  let app: MailTestApp | undefined;
  beforeAll(async () => {
    database = await target.open();
    app = await createMailTestApp(database, options);
  });
  afterAll(async () => {
    await app?.dispose();
    await database?.dispose();
  });
  return new Proxy({} as MailTestApp, {
    get(_, key) {
      if (!app) throw new Error('the mail test app is only there while the tests run (after beforeAll)');
      return Reflect.get(app, key);
    },
  });
}
