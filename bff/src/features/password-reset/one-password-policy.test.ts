import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema, RESET_LINK_INVALID_MESSAGE, resetPasswordResponseSchema } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { mailTestAppFor, tokenFrom } from '../../test/mail-harness';

const WEAK = 'aaaaaaaaaaaa';
const STRONG = 'lantern orchard mosaic 57';

describe.each(testDatabases())('one password policy on $name', (target) => {
  // Each flood request comes from its own address, as a botnet's would.
  const t = mailTestAppFor(target, { env: { TRUST_PROXY: '1' } });
  let address = 0;
  const from = () => ({ headers: { 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` } });

  it('refuses a weak password through a reset link, and the link still works for a strong one', async () => {
    const alice = await t.addUser('client');
    await t.agent().post('/api/auth/forgot-password', { email: alice.email }, from());
    const token = tokenFrom((await t.smtp.waitFor(alice.email, /new password/)).text);
    const weak = await t.agent().post('/api/auth/reset-password', { token, password: WEAK }, from());
    expect(weak.status).toBe(400);
    const refusal = apiErrorBodySchema.parse(await weak.json());
    expect(refusal.fieldErrors?.password?.[0]).toMatch(/easy to guess|common/);
    expect((await t.agent().post('/api/client/login', { email: alice.email, password: WEAK }, from())).status).toBe(401);
    const strong = await t.agent().post('/api/auth/reset-password', { token, password: STRONG }, from());
    expect(strong.status).toBe(200);
    expect((await t.agent().post('/api/client/login', { email: alice.email, password: STRONG }, from())).status).toBe(200);
  });

  it('refuses a weak password when an invited admin accepts the invitation, so they cannot sign in with it', async () => {
    const admin = await t.signedIn('admin');
    expect((await admin.post('/api/staff/invitations', { email: 'weak.admin@example.com', name: 'Weak Admin', role: 'admin' })).status).toBe(201);
    const token = tokenFrom((await t.smtp.waitFor('weak.admin@example.com', /invited/)).text);
    const weak = await t.agent().post('/api/auth/reset-password', { token, password: WEAK }, from());
    expect(weak.status).toBe(400);
    expect((await t.agent().post('/api/admin/login', { email: 'weak.admin@example.com', password: WEAK }, from())).status).toBe(401);
    const accepted = await t.agent().post('/api/auth/reset-password', { token, password: STRONG }, from());
    expect(resetPasswordResponseSchema.parse(await accepted.json())).toEqual({ ok: true, role: 'admin' });
  });

  it('refuses a weak password in a profile change, like everywhere else', async () => {
    const bob = await t.signedIn('client');
    const res = await bob.patch('/api/me', { currentPassword: bob.user.password, newPassword: WEAK }, from());
    expect(res.status).toBe(400);
  });

  it('a flood of reset requests with made-up tokens does not make genuine resets fail', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => t.addUser('client')));
    const tokens: string[] = [];
    for (const person of people) {
      await t.agent().post('/api/auth/forgot-password', { email: person.email }, from());
      tokens.push(tokenFrom((await t.smtp.waitFor(person.email, /new password/)).text));
    }
    // 200 made-up tokens at once, then each genuine reset while they are in flight.
    const flood = Array.from({ length: 200 }, (_, i) => t.agent().post('/api/auth/reset-password', { token: `made-up-token-${i}-${'x'.repeat(30)}`, password: STRONG }, from()));
    const genuine = tokens.map((token) => t.agent().post('/api/auth/reset-password', { token, password: STRONG }, from()));
    const floodAnswers = await Promise.all(flood);
    const genuineAnswers = await Promise.all(genuine);
    expect(genuineAnswers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // Every made-up token gets the plain "link not valid" answer, never "busy".
    expect(new Set(floodAnswers.map((r) => r.status))).toEqual(new Set([400]));
    expect(apiErrorBodySchema.parse(await floodAnswers[0]!.json()).message).toBe(RESET_LINK_INVALID_MESSAGE);
  });
});
