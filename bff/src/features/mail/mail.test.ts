import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutboxResponseSchema } from '@swat/shared-contracts';
import { startTestSmtpServer } from '../../../../scripts/test-smtp-server';
import { testDatabases } from '../../test/databases';
import { createTestApp } from '../../test/app-harness';
import { createLogger } from '../../http/logger';
import { createMailer } from './mailer';
import { renderMail } from './templates';

const mail = (n: number) => renderMail('passwordReset', { name: `Person ${n}`, url: `https://example.test/reset-password?token=t${n}`, minutes: 30 });
const quiet = createLogger('silent');

describe.each(testDatabases())('mail queue on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('sends plain-text and HTML bodies over SMTP to a real server', async () => {
    const smtp = await startTestSmtpServer();
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'SWAT <no-reply@test.example>', log: quiet });
    try {
      await mailer.send('reader@example.com', mail(1));
      expect(await mailer.runOnce()).toBe(1);
      const got = await smtp.waitFor('reader@example.com');
      expect(got.subject).toBe('Choose a new password for SWAT Research');
      expect(got.text).toContain('https://example.test/reset-password?token=t1');
      expect(got.html).toContain('<a href="https://example.test/reset-password?token=t1"');
      const row = await database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'reader@example.com').executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it('keeps a message queued across a restart and retries with backoff until the server answers', async () => {
    let clock = Date.now();
    // A port with nothing listening: the first attempt fails.
    const probe = await startTestSmtpServer();
    const port = probe.port;
    await probe.close();
    const first = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@test.example', log: quiet, now: () => clock });
    await first.send('retry@example.com', mail(2));
    await first.runOnce();
    await first.stop(); // the process "restarts"
    const row = await database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'retry@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThanOrEqual(clock + 30_000);
    expect(row.last_error).toBeTruthy();

    const smtp = await startTestSmtpServer({ port });
    const second = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'x@test.example', log: quiet, now: () => clock });
    try {
      expect(await second.runOnce()).toBe(0); // not due yet: backoff
      clock += 31_000;
      expect(await second.runOnce()).toBe(1);
      await smtp.waitFor('retry@example.com');
      expect(smtp.messages.filter((m) => m.to.includes('retry@example.com'))).toHaveLength(1);
    } finally {
      await second.stop();
      await smtp.close();
    }
  });

  it('sends each message once when two instances work the same queue', async () => {
    const smtp = await startTestSmtpServer();
    const a = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'x@test.example', log: quiet });
    const b = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'x@test.example', log: quiet });
    try {
      for (let i = 0; i < 24; i++) await a.send(`twice${i}@example.com`, mail(100 + i));
      const [na, nb] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(na + nb).toBe(24);
      await new Promise((r) => setTimeout(r, 100));
      const twice = smtp.messages.filter((m) => m.to.some((t) => t.startsWith('twice')));
      expect(twice).toHaveLength(24);
      expect(new Set(twice.map((m) => m.to[0])).size).toBe(24);
    } finally {
      await a.stop();
      await b.stop();
      await smtp.close();
    }
  });

  it('without SMTP holds messages in the outbox, prints a line for each, and shows them to admins only', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'x@test.example', log: createLogger('info', (l) => lines.push(l)) });
    const t = await createTestApp(database, { deps: { mailer } });
    await mailer.send('held@example.com', mail(3));
    await mailer.runOnce();
    expect(lines.some((l) => l.includes('held@example.com') && l.includes('/swatdashboard/outbox'))).toBe(true);
    const admin = await t.signedIn('admin');
    const outbox = mailOutboxResponseSchema.parse(await (await admin.get('/api/mail/outbox')).json());
    expect(outbox.smtpConfigured).toBe(false);
    const held = outbox.items.find((m) => m.to === 'held@example.com');
    expect(held?.status).toBe('held');
    expect(held?.text).toContain('reset-password?token=t3');
    const staff = await t.signedIn('staff');
    expect((await staff.get('/api/mail/outbox')).status).toBe(403);
    expect((await t.agent().get('/api/mail/outbox')).status).toBe(401);
  });
});
