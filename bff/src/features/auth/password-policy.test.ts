import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-policy';
import { E2E_DEMO_PASSWORD } from '../../../../e2e/support/stack-env';
import { TEST_PASSWORD } from '../../test/app-harness';

describe('password rules', () => {
  it.each(['1111111111', 'password12', 'short1!'])('refuses %j as shorter than 12 characters, saying so', async (password) => {
    expect(await checkNewPassword(password)).toEqual({ ok: false, reason: 'Use at least 12 characters.' });
  });

  it.each(['password1234', '111111111111', 'qwertyuiop123', 'iloveyou1234', 'abcdefghijkl'])('refuses the common or guessable %j with a reason', async (password) => {
    const verdict = await checkNewPassword(password);
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toMatch(/common|guess|breached/i);
  });

  it('refuses a password built from the person’s own e-mail address', async () => {
    for (const p of ['layla.haddad@example.com', 'haddadlayla1']) expect((await checkNewPassword(p, ['layla.haddad@example.com', 'Layla Haddad'])).ok).toBe(false);
  });

  it.each([E2E_DEMO_PASSWORD, TEST_PASSWORD, 'a brand new long secret', 'staff password 1', 'client password 1', 'e2e-demo-password'])('accepts %j (e2e, tests and seeding use it)', async (password) => {
    expect(await checkNewPassword(password)).toEqual({ ok: true, reason: null });
  });

  it('gives its reasons in Arabic when asked, without the strength checker’s English', async () => {
    expect(await checkNewPassword('short1!', [], 'ar')).toEqual({ ok: false, reason: 'اختر كلمة مرور لا تقل عن 12 حرفًا.' });
    expect((await checkNewPassword('x'.repeat(201), [], 'ar')).reason).toBe('يجب ألا تزيد كلمة المرور على 200 حرف.');
    for (const password of ['password1234', 'layla.haddad@example.com']) {
      const { reason } = await checkNewPassword(password, ['layla.haddad@example.com', 'Layla Haddad'], 'ar');
      expect(reason).toMatch(/^كلمة المرور هذه/);
      expect(reason).not.toMatch(/[A-Za-z]/);
    }
  });

  it('refuses more than 200 characters', async () => {
    expect((await checkNewPassword('x'.repeat(201))).ok).toBe(false);
  });
});
