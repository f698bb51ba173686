import { API_REQUEST_HEADERS } from '@swat/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app-harness';
import { CONTACT_RATE_LIMIT, CONTACT_UNAVAILABLE_MESSAGE } from './inquiries';

const valid = {
  name: 'Amira Haddad',
  company: 'Gulf Foods LLC',
  email: 'amira@gulffoods.example',
  phone: '+971 50 123 4567',
  serviceOfInterest: 'market-analysis',
  message: 'We need a market sizing study for snacks in Saudi Arabia.',
  consent: true,
  website: '',
};

let addressCounter = 0;
/** Each test speaks from its own address, so one test's requests never use up another's rate limit. */
const from = () => ({ 'x-forwarded-for': `203.0.113.${++addressCounter}` });

describe.each(testDatabases())('POST /api/contact on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  const post = (body: unknown, headers: Record<string, string> = from()) =>
    t.app.request('/api/contact', { method: 'POST', headers: { origin: TEST_ORIGIN, ...API_REQUEST_HEADERS, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const count = async () => Number((await database.db.selectFrom('inquiries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('stores a valid inquiry and answers 201 with its id', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await database.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Amira Haddad',
      company: 'Gulf Foods LLC',
      email: 'amira@gulffoods.example',
      phone: '+971 50 123 4567',
      service_of_interest: 'market-analysis',
      message: valid.message,
      handled_at: null,
    });
    expect(row.created_at).toBeInstanceOf(Date);
    // The address is kept only as a hash.
    expect(row.source_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.source_ip_hash).not.toContain('203.0.113');
  });

  it('stores an empty phone as no phone', async () => {
    const res = await post({ ...valid, phone: '' });
    const { id } = (await res.json()) as { id: string };
    const row = await database.db.selectFrom('inquiries').select('phone').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });

  it('answers 400 with a message per bad field, and stores nothing', async () => {
    const before = await count();
    const res = await post({ ...valid, email: 'nope', message: 'too short', consent: false, serviceOfInterest: 'astrology' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]>; requestId: string };
    expect(body.message).toBeTruthy();
    expect(body.requestId).toBeTruthy();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['consent', 'email', 'message', 'serviceOfInterest']);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.request('/api/contact', { method: 'POST', headers: { origin: TEST_ORIGIN, ...API_REQUEST_HEADERS, 'content-type': 'text/plain', ...from() }, body: 'hello' });
    expect(res.status).toBe(415);
  });

  it('thanks a bot that filled the honeypot, and keeps nothing', async () => {
    const before = await count();
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect((await res.json()) as { id: string }).toHaveProperty('id');
    expect(await count()).toBe(before);
  });

  it('refuses a post from another site', async () => {
    const res = await post(valid, { ...from(), origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('limits submissions per address with 429 and Retry-After', async () => {
    const headers = from();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await post(valid, headers)).status).toBe(201);
    const limited = await post(valid, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(valid, from())).status).toBe(201);
  });

  it('answers 503 with a way to reach us when the database is down', async () => {
    const other = await target.open();
    const down = await createTestApp(other, { env: { TRUST_PROXY: '1' } });
    await other.close();
    try {
      const res = await down.app.request('/api/contact', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, ...API_REQUEST_HEADERS, 'content-type': 'application/json', ...from() },
        body: JSON.stringify(valid),
      });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { message: string };
      expect(body.message).toBe(CONTACT_UNAVAILABLE_MESSAGE);
      expect(body.message).toMatch(/e-mail \S+@\S+/);
    } finally {
      await other.dispose().catch(() => {});
    }
  });
});
