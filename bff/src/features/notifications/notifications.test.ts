import { describe, expect, it } from 'vitest';
import { auditListResponseSchema, dataItemListResponseSchema } from '@swat/shared-contracts';
import { sql } from 'kysely';
import { testDatabases } from '../../test/databases';
import { createMailTestApp, mailTestAppFor } from '../../test/mail-harness';

const inquiry = (email: string) => ({
  name: 'Layla Haddad',
  company: 'Gulf Foods',
  email,
  phone: '',
  serviceOfInterest: 'market-analysis',
  message: 'We would like a consumer study in the UAE and KSA next quarter.',
  consent: true,
  website: '',
});

describe.each(testDatabases())('notifications, drafts and the audit log on $name', (target) => {
  const t = mailTestAppFor(target, { env: { INQUIRY_NOTIFY_TO: 'sales@example.com, ops@example.com' } });

  it('e-mails INQUIRY_NOTIFY_TO for each new inquiry', async () => {
    expect((await t.agent().post('/api/contact', inquiry('layla@example.com'))).status).toBe(201);
    const mail = await t.smtp.waitFor('sales@example.com', /Layla Haddad/);
    expect(mail.text).toContain('consumer study in the UAE');
    expect(mail.text).toContain('layla@example.com');
    await t.smtp.waitFor('ops@example.com', /Layla Haddad/);
  });

  it('without INQUIRY_NOTIFY_TO, e-mails every active admin', async () => {
    const other = await createMailTestApp(t.database);
    try {
      await sql`update users set disabled_at = now() where role = 'admin'`.execute(t.database.db);
      const admin = await other.addUser('admin');
      const staff = await other.addUser('staff');
      expect((await other.agent().post('/api/contact', inquiry('omar@example.com'))).status).toBe(201);
      await other.smtp.waitFor(admin.email, /Layla Haddad/);
      await new Promise((r) => setTimeout(r, 500));
      expect(other.smtp.messages.some((m) => m.to.includes(staff.email))).toBe(false);
    } finally {
      await other.dispose();
    }
  });

  it('a draft upload is invisible to the client until published; publishing e-mails the client; every step is audited', async () => {
    const staff = await t.signedIn('staff');
    const client = await t.signedIn('client');
    const project = await (await staff.post('/api/projects', { code: 'SWR-2026-777', title: 'Retail pulse', clientId: client.user.id, completes: 137 })).json();
    const base = `/api/projects/${project.id}/data-items`;
    const form = new FormData();
    form.append('title', 'Wave 1 data');
    form.append('kind', 'dataset');
    form.append('file', new File(['city,score\nDubai,4\nRiyadh,5\n'], 'wave1.csv', { type: 'text/csv' }));
    const uploaded = await (await staff.request(base, { method: 'POST', body: form })).json();
    expect(uploaded.publishedAt).toBeNull();

    expect(dataItemListResponseSchema.parse(await (await staff.get(base)).json()).items).toHaveLength(1);
    expect(dataItemListResponseSchema.parse(await (await client.get(base)).json()).items).toHaveLength(0);
    for (const path of ['', '/download', '/rows', '/columns/score']) expect((await client.get(`${base}/${uploaded.id}${path}`)).status).toBe(404);
    expect((await client.post(`${base}/${uploaded.id}/publish`)).status).toBe(403);

    const published = await staff.post(`${base}/${uploaded.id}/publish`);
    expect(published.status).toBe(200);
    const mail = await t.smtp.waitFor(client.user.email, /Wave 1 data/);
    expect(mail.text).toContain(`/client-dashboard/project/${project.id}`);
    const visible = dataItemListResponseSchema.parse(await (await client.get(base)).json()).items;
    expect(visible.map((i) => i.title)).toEqual(['Wave 1 data']);
    expect(visible[0]!.publishedAt).not.toBeNull();
    expect((await client.get(`${base}/${uploaded.id}/download`)).status).toBe(200);
    // Publishing again changes nothing and sends nothing.
    await staff.post(`${base}/${uploaded.id}/publish`);

    expect((await staff.patch(`/api/projects/${project.id}`, { completes: 402, title: 'Retail pulse 2026' })).status).toBe(200);
    expect((await staff.delete(`${base}/${uploaded.id}`)).status).toBe(204);

    const timeline = auditListResponseSchema.parse(await (await staff.get(`/api/projects/${project.id}/activity`)).json());
    expect(timeline.items.map((e) => e.action)).toEqual(['data_item.delete', 'project.update', 'data_item.publish', 'data_item.upload', 'project.create']);
    const update = timeline.items.find((e) => e.action === 'project.update')!;
    expect(update.details).toEqual({ changes: { completes: { before: 137, after: 402 }, title: { before: 'Retail pulse', after: 'Retail pulse 2026' } } });
    expect(update.actor.email).toBe(staff.user.email);
    expect((await client.get(`/api/projects/${project.id}/activity`)).status).toBe(403);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.messages.filter((m) => m.to.includes(client.user.email))).toHaveLength(1);
  });

  it('admins filter the audit log; nothing can change or delete an entry', async () => {
    const admin = await t.signedIn('admin');
    await t.agent().post('/api/admin/login', { email: admin.user.email, password: 'wrong password!' });
    const failed = auditListResponseSchema.parse(await (await admin.get(`/api/audit?action=auth.login_failed&targetType=account`)).json());
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((e) => e.action === 'auth.login_failed')).toBe(true);
    expect(failed.items[0]!.details).toMatchObject({ email: admin.user.email });
    const byActor = auditListResponseSchema.parse(await (await admin.get(`/api/audit?actor=${encodeURIComponent(admin.user.email)}`)).json());
    expect(byActor.items.every((e) => e.actor.email === admin.user.email)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(auditListResponseSchema.parse(await (await admin.get(`/api/audit?from=${today}&to=${today}`)).json()).total).toBeGreaterThan(0);
    expect(auditListResponseSchema.parse(await (await admin.get(`/api/audit?to=2000-01-01`)).json()).total).toBe(0);
    expect((await admin.get('/api/audit?from=yesterday')).status).toBe(400);

    const id = failed.items[0]!.id;
    expect((await admin.delete(`/api/audit/${id}`)).status).toBe(404);
    expect((await admin.patch(`/api/audit/${id}`, { action: 'x' })).status).toBe(404);
    await expect(sql`update audit_log set action = 'x' where id = ${id}`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where id = ${id}`.execute(t.database.db)).rejects.toThrow(/append-only/);
  });
});
