import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REQUEST_HEADER } from '@swat/shared-contracts';
import { MISSING_API_HEADER_MESSAGE } from '../http/origin-check';
import { testDatabases } from '../test/databases';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app-harness';

describe.each(testDatabases())('CSRF defences on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const noHeader = { headers: { [API_REQUEST_HEADER]: '' } };

  it('refuses every state-changing call without the site API header, even from the site’s own origin', async () => {
    const staff = await t.signedIn('staff');
    const client = await t.addUser('client');
    const calls = [
      () => t.agent().post('/api/client/login', { email: client.email, password: TEST_PASSWORD }, noHeader),
      () => staff.post('/api/projects', { code: 'CS-0001', title: 'x', clientId: client.id }, noHeader),
      () => staff.patch('/api/me', { name: 'Changed' }, noHeader),
      () => staff.post('/api/admin/logout', {}, noHeader),
      () => t.agent().post('/api/contact', {}, noHeader),
      () => t.agent().post('/api/chat', {}, noHeader),
      () => staff.delete('/api/projects/00000000-0000-0000-0000-000000000000', noHeader),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(MISSING_API_HEADER_MESSAGE);
    }
    // Nothing happened: the staff member is still signed in under the old name.
    expect((await (await staff.get('/api/me')).json()).name).not.toBe('Changed');
    // A wrong value is no better than none.
    expect((await staff.patch('/api/me', { name: 'Changed' }, { headers: { [API_REQUEST_HEADER]: 'XMLHttpRequest' } })).status).toBe(403);
    // With the header (as the site's pages send it) the same call works; reads never need it.
    expect((await staff.patch('/api/me', { name: 'Changed' })).status).toBe(200);
    expect((await staff.get('/api/me', noHeader)).status).toBe(200);
  });

  it('names the right address when the site was opened under another spelling of its host', async () => {
    for (const origin of ['http://127.0.0.1:8080', 'http://LOCALHOST:8080', 'http://www.localhost:8080', 'http://[::1]:8080']) {
      const res = await t.agent().post('/api/contact', {}, { headers: { origin } });
      expect(res.status, origin).toBe(403);
      const { message } = await res.json();
      expect(message).toContain('http://localhost:8080');
      expect(message).toMatch(/open the site there/);
    }
    // A different site, or another port, is simply refused.
    for (const origin of ['https://evil.example', 'http://localhost:9999', 'https://localhost:8080']) {
      const res = await t.agent().post('/api/contact', {}, { headers: { origin } });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe('This request did not come from this site, so it was refused.');
    }
  });
});
