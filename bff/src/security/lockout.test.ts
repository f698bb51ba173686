import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from '../features/auth/login-throttle';
import { addressHashSecret } from '../http/address-hash';
import { testDatabases } from '../test/databases';
import { createTestApp, TEST_PASSWORD, type Agent, type TestApp } from '../test/app-harness';

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe.each(testDatabases())('lockout and password-check throttling on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await target.open();
    // The production limits, not the harness's relaxed ones.
    t = await createTestApp(database, { env: { TRUST_PROXY: '1' }, deps: { authOptions: { loginLimits: DEFAULT_LOGIN_LIMITS } } });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const login = (email: string, password: string, ip: string, path = '/api/client/login') => t.agent().post(path, { email, password }, from(ip));

  it('a stranger hammering a staff account locks only their own address, not the staff member at theirs', async () => {
    const staff = await t.addUser('staff');
    expect((await login(staff.email, TEST_PASSWORD, '198.51.100.10', '/api/admin/login')).status).toBe(200); // known-good address
    const stranger: number[] = [];
    for (let i = 0; i < 12; i++) stranger.push((await login(staff.email, 'guess guess guess', '203.0.113.66', '/api/admin/login')).status);
    expect(stranger.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(stranger.slice(10)).toEqual([429, 429]);
    const locked = await login(staff.email, TEST_PASSWORD, '203.0.113.66', '/api/admin/login');
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(staff.email, TEST_PASSWORD, '198.51.100.10', '/api/admin/login')).status).toBe(200);
    // A new address is not held back by one stranger's failures either.
    expect((await login(staff.email, TEST_PASSWORD, '198.51.100.11', '/api/admin/login')).status).toBe(200);
  });

  it('many addresses guessing one account hold back new addresses, but the right password from a known-good address still works', async () => {
    const user = await t.addUser('client');
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.20')).status).toBe(200);
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAccount; i++) expect((await login(user.email, 'guess guess guess', `203.0.113.${i + 1}`)).status).toBe(401);
    // A botnet address it has never seen, even with the right password, waits (backoff)...
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.200')).status).toBe(429);
    // ...the user's own address does not.
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('never counts successful sign-ins against an address (one office behind one NAT)', async () => {
    const users = [];
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress + 5; i++) users.push(await t.addUser('client'));
    for (const u of users) expect((await login(u.email, TEST_PASSWORD, '192.0.2.99')).status).toBe(200);
    const next = await t.addUser('client');
    expect((await login(next.email, TEST_PASSWORD, '192.0.2.99')).status).toBe(200);
    // Someone at the same address sprays wrong passwords over many accounts: the address is held back…
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress; i++) expect((await login(`nobody${i}@example.com`, 'guess guess guess', '192.0.2.99')).status).toBe(401);
    const newcomer = await t.addUser('client');
    expect((await login(newcomer.email, TEST_PASSWORD, '192.0.2.99')).status).toBe(429);
    // …but not for people who have signed in from it before.
    expect((await login(users[0]!.email, TEST_PASSWORD, '192.0.2.99')).status).toBe(200);
  });

  it('throttles the current-password check of PATCH /api/me like a sign-in', async () => {
    const user = await t.addUser('client');
    const a = t.agent();
    expect((await a.post('/api/client/login', { email: user.email, password: TEST_PASSWORD }, from('198.51.100.30'))).status).toBe(200);
    const change = (current: string) => a.patch('/api/me', { currentPassword: current, newPassword: 'a brand new long secret' }, from('198.51.100.30'));
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAccountAddress + 2; i++) statuses.push((await change(`wrong guess ${i}`)).status);
    expect(statuses).toEqual([...Array(DEFAULT_LOGIN_LIMITS.perAccountAddress).fill(400), 429, 429]);
    const blocked = await change(TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The window ends: the right password works again.
    t.clock.advance(DEFAULT_LOGIN_LIMITS.windowMs);
    expect((await change(TEST_PASSWORD)).status).toBe(200);
  });
});

describe.each(testDatabases())('salted address hashes and client-bound refresh grace on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('stores inquiry address hashes keyed with a server secret, not a plain (reversible) SHA-256', async () => {
    const post = (app: TestApp) =>
      app.agent().post('/api/contact', { name: 'Amira Haddad', company: 'Gulf Foods', email: 'amira@gulffoods.example', phone: '', serviceOfInterest: 'market-analysis', message: 'A market sizing study, please.', consent: true, website: '' }, from('192.0.2.1'));
    const created = await (await post(t)).json();
    const row = await database.db.selectFrom('inquiries').select('source_ip_hash').where('id', '=', created.id).executeTakeFirstOrThrow();
    for (const guess of ['192.0.2.1', 'swat-contact:192.0.2.1']) expect(row.source_ip_hash).not.toBe(createHash('sha256').update(guess).digest('hex'));
    expect(row.source_ip_hash).toBe(createHmac('sha256', addressHashSecret(undefined, t.keys.current.secret)).update('192.0.2.1').digest('hex'));
    const other = await createTestApp(database, { env: { TRUST_PROXY: '1', ADDRESS_HASH_SECRET: 'another-server-secret-another-server-secret' } });
    const second = await (await post(other)).json();
    const row2 = await database.db.selectFrom('inquiries').select('source_ip_hash').where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(row2.source_ip_hash).not.toBe(row.source_ip_hash);
  });

  it('honours a just-rotated refresh token only for the same client; a copy elsewhere revokes the family', async () => {
    const ua = { 'user-agent': 'Firefox/140', 'x-forwarded-for': '198.51.100.40' };
    const victim = t.agent();
    const user = await t.addUser('client');
    expect((await victim.post('/api/client/login', { email: user.email, password: TEST_PASSWORD }, { headers: ua })).status).toBe(200);
    const stolen = victim.cookies.get('swat_refresh')!;
    t.clock.advance(16 * 60_000);
    expect((await victim.get('/api/auth/user', { headers: ua })).status).toBe(200); // rotates
    const secondTab = copyOf(victim, stolen);
    expect((await secondTab.get('/api/auth/user', { headers: ua })).status).toBe(200); // same browser, within the grace
    const thief = copyOf(victim, stolen);
    expect((await thief.get('/api/auth/user', { headers: { 'user-agent': 'curl/8', 'x-forwarded-for': '203.0.113.9' } })).status).toBe(401);
    expect((await victim.get('/api/auth/user', { headers: ua })).status).toBe(401);
  });

  it('marks every API answer Cross-Origin-Resource-Policy: same-origin', async () => {
    for (const path of ['/api/health', '/api/auth/user', '/api/no-such-thing']) expect((await t.agent().get(path)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  function copyOf(a: Agent, refresh: string) {
    const b = t.agent();
    b.cookies.set('swat_refresh', refresh);
    void a;
    return b;
  }
});
