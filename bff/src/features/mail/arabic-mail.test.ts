import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { mailTestAppFor, tokenFrom } from '../../test/mail-harness';

const ARABIC = /[\u0621-\u064A]/;
const arabicShare = (text: string) => (text.match(/[\u0621-\u064A]/g)?.length ?? 0) / Math.max(1, text.match(/[\u0621-\u064AA-Za-z]/g)?.length ?? 0);

describe.each(testDatabases())('mail in the visitor’s language on $name', (target) => {
  const t = mailTestAppFor(target);

  it('a reset asked for from an Arabic page arrives in Arabic, right to left, and its link works', async () => {
    const client = await t.addUser('client');
    expect((await t.agent().post('/api/auth/forgot-password', { email: client.email, language: 'ar' })).status).toBe(200);
    const mail = await t.smtp.waitFor(client.email);
    expect(mail.subject).toBe('اختر كلمة مرور جديدة لحسابك في SWAT Research');
    expect(mail.text).toContain('تلقّينا طلباً لإعادة تعيين كلمة المرور');
    expect(mail.text).toContain('30 دقيقة');
    expect(arabicShare(mail.text)).toBeGreaterThan(0.6);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.html).toContain('اختيار كلمة مرور جديدة');
    // The address itself reads left to right inside the Arabic text.
    expect(mail.html).toMatch(/<p dir="ltr"[^>]*>[^<]*\/reset-password\?token=/);
    // The link opens the Arabic reset page.
    expect(mail.text).toMatch(/https?:\/\/[^/\s]+\/ar\/reset-password\?token=/);
    const token = tokenFrom(mail.text);
    expect((await t.agent().post('/api/auth/reset-password', { token, password: 'كلمة مرور طويلة وجديدة 2026' })).status).toBe(200);
  });

  it('later mails to that client stay in Arabic: publishing data e-mails them in Arabic', async () => {
    const staff = await t.signedIn('staff');
    const client = await t.signedIn('client');
    await t.agent().post('/api/auth/forgot-password', { email: client.user.email, language: 'ar' });
    await t.smtp.waitFor(client.user.email, ARABIC);

    const project = await (await staff.post('/api/projects', { code: 'SWR-2026-313', title: 'نبض التجزئة', clientId: client.user.id })).json();
    const form = new FormData();
    form.append('title', 'بيانات الموجة الأولى');
    form.append('kind', 'dataset');
    form.append('file', new File(['city,score\nDubai,4\n'], 'wave1.csv', { type: 'text/csv' }));
    const item = await (await staff.request(`/api/projects/${project.id}/data-items`, { method: 'POST', body: form })).json();
    expect((await staff.post(`/api/projects/${project.id}/data-items/${item.id}/publish`)).status).toBe(200);

    const mail = await t.smtp.waitFor(client.user.email, /بيانات جديدة/);
    expect(mail.subject).toBe('بيانات جديدة في مشروع SWR-2026-313: بيانات الموجة الأولى');
    expect(mail.text).toContain('نشرنا «بيانات الموجة الأولى» ضمن مشروعك SWR-2026-313 (نبض التجزئة)');
    expect(mail.text).toContain(`/client-dashboard/project/${project.id}`);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.html).toContain('فتح المشروع');
  });

  it('without a language, mail stays in English; an unknown language is refused', async () => {
    const client = await t.addUser('client');
    await t.agent().post('/api/auth/forgot-password', { email: client.email });
    const mail = await t.smtp.waitFor(client.email);
    expect(mail.subject).toBe('Choose a new password for SWAT Research');
    expect(mail.text).not.toMatch(ARABIC);
    expect(mail.html).toMatch(/<html lang="en" dir="ltr">/);

    const refused = await t.agent().post('/api/auth/forgot-password', { email: client.email, language: 'fr' });
    expect(refused.status).toBe(400);
  });
});
