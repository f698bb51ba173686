import { describe, expect, it } from 'vitest';
import { CHOOSE_COMPANY_MESSAGE, LOGIN_FAILED_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_LINK_INVALID_MESSAGE } from '@swat/shared-contracts';
import { validationAr } from './validation.ar';
import { validationEn } from './validation.en';

describe('the validation catalog', () => {
  it("says the contracts' limits and messages word for word, in plain literals the build can parse", () => {
    expect(validationEn['validation.loginFailed']).toBe(LOGIN_FAILED_MESSAGE);
    expect(validationEn['validation.linkExpired']).toBe(RESET_LINK_INVALID_MESSAGE);
    expect(validationEn['validation.chooseCompany']).toBe(CHOOSE_COMPANY_MESSAGE);
    expect(validationEn['validation.passwordShort']).toContain(String(PASSWORD_MIN_LENGTH));
    expect(validationEn['validation.passwordLong']).toContain(String(PASSWORD_MAX_LENGTH));
    expect(validationAr['validation.passwordShort']).toContain(String(PASSWORD_MIN_LENGTH));
    expect(validationAr['validation.passwordLong']).toContain(String(PASSWORD_MAX_LENGTH));
  });
});
