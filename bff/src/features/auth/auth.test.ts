import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { LANGUAGE_HEADER, LOGIN_FAILED_MESSAGE, publicUserSchema } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { Agent, createTestApp, TEST_ORIGIN, TEST_PASSWORD, TEST_SECRET, type TestApp } from '../../test/app-harness';
import { AUDIENCES } from './access-tokens';
import { loadSigningKeys } from './signing-keys';

const MIN = 60_000;

describe.each(testDatabases())('auth on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const login = (a: Agent, email: string, password = TEST_PASSWORD, path = '/api/client/login') => a.post(path, { email, password });

  it('answers 401 with a JSON error on /api/auth/user when signed out', async () => {
    const res = await t.agent().get('/api/auth/user');
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toEqual({ message: expect.any(String), requestId: expect.any(String) });
    expect(res.headers.get('x-request-id')).toBe(body.requestId);
  });

  it('signs a client in with HttpOnly SameSite=Strict cookies and returns the public user', async () => {
    const user = await t.addUser('client', 'Layla.Client@Example.com');
    const a = t.agent();
    const res = await login(a, ' layla.client@EXAMPLE.com ');
    expect(res.status).toBe(200);
    const body = publicUserSchema.strict().parse(await res.json());
    expect(body).toMatchObject({ id: user.id, email: 'layla.client@example.com', role: 'client' });
    expect(body.lastLoginAt).not.toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/hash|scrypt/);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const c of cookies) {
      expect(c).toMatch(/^swat_(access|refresh)=/);
      expect(c).toMatch(/HttpOnly/);
      expect(c).toMatch(/SameSite=Strict/);
      expect(c).toMatch(/Path=\//);
      expect(c).not.toMatch(/Secure/);
    }
    const me = await a.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(user.id);
  });

  it('gives one generic message for a wrong password, an unknown e-mail, a disabled account and the wrong login page', async () => {
    const client = await t.addUser('client');
    const staff = await t.addUser('staff');
    const disabled = await t.addUser('client');
    await database.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', disabled.id).execute();
    const attempts = [
      login(t.agent(), client.email, 'wrong password!'),
      login(t.agent(), 'nobody@example.com'),
      login(t.agent(), disabled.email),
      login(t.agent(), staff.email), // staff on the client login
      login(t.agent(), client.email, TEST_PASSWORD, '/api/admin/login'), // client on the admin login
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe(LOGIN_FAILED_MESSAGE);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const ok = await login(t.agent(), staff.email, TEST_PASSWORD, '/api/admin/login');
    expect(ok.status).toBe(200);
    expect((await ok.json()).role).toBe('staff');
  });

  it('says the refusal in the language of the page that asked', async () => {
    const client = await t.addUser('client');
    const refused = await t.agent().post('/api/client/login', { email: client.email, password: 'wrong password!' }, { headers: { [LANGUAGE_HEADER]: 'ar' } });
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    // An unknown language is English, word for word.
    const other = await t.agent().post('/api/client/login', { email: client.email, password: 'wrong password!' }, { headers: { [LANGUAGE_HEADER]: 'fr' } });
    expect((await other.json()).message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('keeps the language of the client sign-in page on the account, so the pages and e-mails that follow speak it', async () => {
    const user = await t.addUser('client');
    const languageOf = async (a: Agent) => publicUserSchema.parse(await (await a.get('/api/auth/user')).json()).language;
    const fromArabicPage = t.agent();
    const res = await fromArabicPage.post('/api/client/login', { email: user.email, password: TEST_PASSWORD, language: 'ar' });
    expect(res.status).toBe(200);
    expect(publicUserSchema.parse(await res.json()).language).toBe('ar');
    expect(await languageOf(fromArabicPage)).toBe('ar');
    // An API client that names no language leaves the account's choice as it is.
    const api = t.agent();
    expect((await login(api, user.email)).status).toBe(200);
    expect(await languageOf(api)).toBe('ar');
    const fromEnglishPage = t.agent();
    expect(publicUserSchema.parse(await (await fromEnglishPage.post('/api/client/login', { email: user.email, password: TEST_PASSWORD, language: 'en' })).json()).language).toBe('en');
    expect(await languageOf(fromEnglishPage)).toBe('en');
    // A refused sign-in changes nothing.
    expect((await t.agent().post('/api/client/login', { email: user.email, password: 'wrong password', language: 'ar' })).status).toBe(401);
    expect(await languageOf(fromEnglishPage)).toBe('en');

    // The staff area keeps its own language switch: its sign-in page does not change it.
    const staff = await t.addUser('staff');
    const staffAgent = t.agent();
    expect(publicUserSchema.parse(await (await staffAgent.post('/api/admin/login', { email: staff.email, password: TEST_PASSWORD, language: 'ar' })).json()).language).toBe('en');
  });

  it('refuses malformed, mistyped, unknown-field and oversize bodies without a 500', async () => {
    const a = t.agent();
    const raw = (body: BodyInit, type = 'application/json') => a.request('/api/client/login', { method: 'POST', body, headers: { 'content-type': type } });
    expect((await raw('{"email": ')).status).toBe(400);
    expect((await raw('email=a')).status).toBe(400);
    expect((await raw('{}', 'text/plain')).status).toBe(415);
    const typed = await a.post('/api/client/login', { email: 42, password: ['x'] });
    expect(typed.status).toBe(400);
    expect(Object.keys((await typed.json()).fieldErrors)).toEqual(expect.arrayContaining(['email', 'password']));
    const extra = await a.post('/api/client/login', { email: 'a@b.co', password: 'x', admin: true });
    expect(extra.status).toBe(400);
    expect((await extra.json()).fieldErrors._).toEqual(['Unknown field: admin']);
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) });
    expect((await raw(big)).status).toBe(413);
    // Without Content-Length the limit must still hold while streaming.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(8_192)));
        controller.close();
      },
    });
    const chunked = await a.request('/api/client/login', { method: 'POST', body: chunks, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).message).toMatch(/too large/);
  });

  it('refuses cross-origin and origin-less cross-site POSTs with 403', async () => {
    const client = await t.addUser('client');
    const evil = await t.agent().post('/api/client/login', { email: client.email, password: TEST_PASSWORD }, { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    const noOrigin = await t.app.request('/api/client/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ email: client.email, password: TEST_PASSWORD }),
    });
    expect(noOrigin.status).toBe(403);
    const signedIn = await t.signedIn('client');
    const logout = await signedIn.post('/api/client/logout', undefined, { headers: { origin: 'http://localhost:9999' } });
    expect(logout.status).toBe(403);
    expect((await signedIn.get('/api/auth/user')).status).toBe(200);
  });

  it('refreshes an expired access token transparently, rotating the refresh token', async () => {
    const a = await t.signedIn('client');
    const firstRefresh = a.cookies.get('swat_refresh');
    const firstAccess = a.cookies.get('swat_access');
    t.clock.advance(16 * MIN);
    // Drop only the access cookie's validity, as a browser would keep sending it until Max-Age.
    const res = await a.get('/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toHaveLength(2);
    expect(a.cookies.get('swat_refresh')).not.toBe(firstRefresh);
    expect(a.cookies.get('swat_access')).not.toBe(firstAccess);
    expect((await a.get('/api/me')).status).toBe(200);
  });

  it('signs out when both tokens have expired', async () => {
    const a = await t.signedIn('client');
    t.clock.advance(15 * 86_400_000);
    const res = await a.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(a.cookies.size).toBe(0);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const victim = await t.signedIn('client');
    const stolen = victim.cookies.get('swat_refresh')!;
    t.clock.advance(16 * MIN);
    expect((await victim.get('/api/auth/user')).status).toBe(200); // rotates
    t.clock.advance(30_000);
    const attacker = t.agent();
    attacker.cookies.set('swat_refresh', stolen);
    expect((await attacker.get('/api/auth/user')).status).toBe(401);
    // The victim's fresh access token belonged to the same family: it is dead too.
    expect((await victim.get('/api/auth/user')).status).toBe(401);
  });

  it('lets two parallel requests refresh at once without tripping reuse detection', async () => {
    const a = await t.signedIn('client');
    t.clock.advance(16 * MIN);
    const b = t.agent();
    for (const [k, v] of a.cookies) b.cookies.set(k, v);
    const [r1, r2] = await Promise.all([a.get('/api/auth/user'), b.get('/api/auth/user')]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect((await a.get('/api/auth/user')).status).toBe(200);
  });

  it('logout revokes the refresh token and the access token with it', async () => {
    const a = await t.signedIn('client');
    const saved = new Map(a.cookies);
    const res = await a.post('/api/client/logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(a.cookies.size).toBe(0);
    const replay = t.agent();
    for (const [k, v] of saved) replay.cookies.set(k, v);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
    // Logging out twice is fine.
    expect((await a.post('/api/client/logout')).status).toBe(200);
    const staff = await t.signedIn('staff');
    expect((await staff.post('/api/admin/logout')).status).toBe(200);
    expect((await staff.get('/api/auth/user')).status).toBe(401);
  });

  describe('forged and foreign tokens', () => {
    let user: { id: string; email: string };
    let sid: string;
    beforeAll(async () => {
      const a = await t.signedIn('client');
      user = a.user;
      const row = await database.db.selectFrom('refresh_tokens').select('family_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      sid = row.family_id;
    });
    const withAccess = (token: string) => {
      const a = t.agent();
      a.cookies.set('swat_access', token);
      return a.get('/api/auth/user');
    };
    const build = (overrides: { aud?: string; role?: string; exp?: number | null; kid?: string; iss?: string; typ?: string } = {}) => {
      const iat = Math.floor(t.clock.now / 1000);
      const jwt = new SignJWT({ role: overrides.role ?? 'client', sid })
        .setProtectedHeader({ alg: 'HS256', typ: overrides.typ ?? 'at+jwt', kid: overrides.kid ?? t.keys.current.kid })
        .setIssuer(overrides.iss ?? TEST_ORIGIN)
        .setAudience(overrides.aud ?? AUDIENCES.client)
        .setSubject(user.id)
        .setIssuedAt(iat);
      if (overrides.exp !== null) jwt.setExpirationTime(overrides.exp ?? iat + 600);
      return jwt;
    };
    const secret = new TextEncoder().encode(TEST_SECRET);

    it('accepts a well-formed token (control)', async () => {
      expect((await withAccess(await build().sign(secret))).status).toBe(200);
    });
    it('refuses alg:none', async () => {
      const none = new UnsecuredJWT({ role: 'client', sid }).setIssuer(TEST_ORIGIN).setAudience(AUDIENCES.client).setSubject(user.id).setIssuedAt().setExpirationTime('10m').encode();
      expect((await withAccess(none)).status).toBe(401);
    });
    it('refuses a token signed with another key, an unknown kid, no exp, another issuer or type', async () => {
      const other = new TextEncoder().encode('another-secret-another-secret-another-secret');
      expect((await withAccess(await build().sign(other))).status).toBe(401);
      expect((await withAccess(await build({ kid: 'nope' }).sign(secret))).status).toBe(401);
      expect((await withAccess(await build({ exp: null }).sign(secret))).status).toBe(401);
      expect((await withAccess(await build({ iss: 'https://evil.example' }).sign(secret))).status).toBe(401);
      expect((await withAccess(await build({ typ: 'JWT' }).sign(secret))).status).toBe(401);
    });
    it('refuses a client promoted to staff in a forged token, and a staff audience on a client role', async () => {
      expect((await withAccess(await build({ role: 'staff', aud: AUDIENCES.staff }).sign(other()))).status).toBe(401);
      expect((await withAccess(await build({ role: 'client', aud: AUDIENCES.staff }).sign(secret))).status).toBe(401);
      // Even validly signed, a role the database does not hold is refused.
      expect((await withAccess(await build({ role: 'staff', aud: AUDIENCES.staff }).sign(secret))).status).toBe(401);
      function other() {
        return new TextEncoder().encode('x'.repeat(48));
      }
    });
    it('refuses an expired token', async () => {
      const token = await build({ exp: Math.floor(t.clock.now / 1000) - 60 }).sign(secret);
      expect((await withAccess(token)).status).toBe(401);
    });
  });

  it('keeps tokens signed with the previous secret valid after a rotation', async () => {
    const a = await t.signedIn('client');
    const accessOnly = (app: TestApp) => {
      const b = app.agent();
      b.cookies.set('swat_access', a.cookies.get('swat_access')!);
      return b.get('/api/auth/user');
    };
    // The new secret signs; the old one moved to JWT_SECRET_PREVIOUS still resolves by its kid.
    const rotated = await createTestApp(database, { deps: { signingKeys: await loadSigningKeys({ jwtSecret: 'n'.repeat(40), jwtSecretPrevious: TEST_SECRET, dataDir: 'memory' }) } });
    expect((await accessOnly(rotated)).status).toBe(200);
    const dropped = await createTestApp(database, { deps: { signingKeys: await loadSigningKeys({ jwtSecret: 'n'.repeat(40), dataDir: 'memory' }) } });
    expect((await accessOnly(dropped)).status).toBe(401);
  });

  it('throttles logins per account and per address with 429 and Retry-After', async () => {
    const user = await t.addUser('client');
    const appLimited = await createTestApp(database, { env: { TRUST_PROXY: '1' }, deps: { authOptions: { loginLimits: { perAccount: 3, perAddress: 5 } } } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await appLimited.agent().post('/api/client/login', { email: user.email, password: 'wrong password' }, { headers: { 'x-forwarded-for': `10.0.0.${i}` } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await res.json()).message).toMatch(/Too many/);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password waits out the window.
    expect((await appLimited.agent().post('/api/client/login', { email: user.email, password: TEST_PASSWORD }, { headers: { 'x-forwarded-for': '10.0.1.1' } })).status).toBe(429);
    // Per address: many accounts from one address.
    const fromOne: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await appLimited.agent().post('/api/client/login', { email: `spray${i}@example.com`, password: 'guess guess' }, { headers: { 'x-forwarded-for': '192.0.2.7' } });
      fromOne.push(res.status);
    }
    expect(fromOne).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('uses __Host- prefixed Secure cookies over https', async () => {
    const https = await createTestApp(database, { env: { PUBLIC_ORIGIN: 'https://www.swatresearch.ae' } });
    const user = await https.addUser('client');
    const a = https.agent();
    const res = await a.post('/api/client/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['__Host-swat_access', '__Host-swat_refresh']);
    for (const c of cookies) expect(c).toMatch(/; Secure/);
    expect((await a.get('/api/auth/user')).status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
  });

  describe('/api/me', () => {
    it('needs a session', async () => {
      expect((await t.agent().get('/api/me')).status).toBe(401);
      expect((await t.agent().patch('/api/me', { name: 'X' })).status).toBe(401);
    });
    it('shows and edits the profile', async () => {
      const a = await t.signedIn('client');
      const me = await (await a.get('/api/me')).json();
      expect(me.email).toBe(a.user.email);
      const res = await a.patch('/api/me', { name: '  Noura Haddad ', company: 'Gulf Foods', phone: '+971 4 123 4567' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ name: 'Noura Haddad', company: 'Gulf Foods', phone: '+971 4 123 4567' });
      expect((await a.patch('/api/me', { company: '' })).status).toBe(200);
      expect((await (await a.get('/api/me')).json()).company).toBeNull();
    });
    it('refuses unknown fields, bad values and role changes', async () => {
      const a = await t.signedIn('client');
      for (const body of [{ role: 'admin' }, { email: 'x@y.z' }, { name: '' }, { phone: 'call me' }]) {
        const res = await a.patch('/api/me', body);
        expect(res.status).toBe(400);
        expect((await res.json()).fieldErrors).toBeDefined();
      }
    });
    it('changes the password only with the current one, and signs out other devices', async () => {
      const a = await t.signedIn('client');
      const other = t.agent();
      await login(other, a.user.email);
      const missing = await a.patch('/api/me', { newPassword: 'a brand new secret' });
      expect(missing.status).toBe(400);
      expect((await missing.json()).fieldErrors.currentPassword).toBeDefined();
      const wrong = await a.patch('/api/me', { currentPassword: 'nope nope nope', newPassword: 'a brand new secret' });
      expect(wrong.status).toBe(400);
      expect((await a.patch('/api/me', { currentPassword: TEST_PASSWORD, newPassword: 'short' })).status).toBe(400);
      const ok = await a.patch('/api/me', { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' });
      expect(ok.status).toBe(200);
      expect((await a.get('/api/auth/user')).status).toBe(200);
      expect((await other.get('/api/auth/user')).status).toBe(401);
      expect((await login(t.agent(), a.user.email)).status).toBe(401);
      expect((await login(t.agent(), a.user.email, 'a brand new secret')).status).toBe(200);
    });
    it('says a wrong current password and a weak new one in Arabic to an Arabic page', async () => {
      const a = await t.signedIn('client');
      const arabic = { headers: { [LANGUAGE_HEADER]: 'ar' } };
      const wrong = await a.patch('/api/me', { currentPassword: 'nope nope nope', newPassword: 'a brand new secret' }, arabic);
      expect(await wrong.json()).toMatchObject({ message: 'كلمة المرور الحالية غير صحيحة.', fieldErrors: { currentPassword: ['كلمة المرور الحالية غير صحيحة.'] } });
      const weak = await a.patch('/api/me', { currentPassword: TEST_PASSWORD, newPassword: 'password1234' }, arabic);
      expect(weak.status).toBe(400);
      expect((await weak.json()).fieldErrors.newPassword[0]).toMatch(/^كلمة المرور هذه/);
      const english = await a.patch('/api/me', { currentPassword: 'nope nope nope', newPassword: 'a brand new secret' });
      expect((await english.json()).message).toBe('Your current password is not correct.');
    });
  });

  it('never writes passwords, tokens or cookies to the log', async () => {
    const a = await t.signedIn('client');
    await a.get('/api/auth/user');
    await login(t.agent(), a.user.email, 'a wrong password 123');
    const secrets = [TEST_PASSWORD, 'a wrong password 123', 'a brand new secret', ...a.cookies.values()];
    const all = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(10);
    for (const s of secrets) expect(all).not.toContain(s);
    expect(all).not.toMatch(/swat_access|swat_refresh|scrypt\$|eyJ/);
    for (const line of t.logs) expect(() => JSON.parse(line)).not.toThrow();
    expect(t.logs.filter((l) => JSON.parse(l).msg === 'request').every((l) => typeof JSON.parse(l).requestId === 'string')).toBe(true);
  });
});
