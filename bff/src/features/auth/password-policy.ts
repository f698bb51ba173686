import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Language } from '@swat/shared-contracts';
import { bffMessages } from '../../i18n/messages';
import { PasswordStrengthChecker } from './password-strength';

/**
 * Zxcvbn's score runs 0–4; 3 means "safely unguessable: moderate protection from an offline slow-hash
 * scenario" (about 10^8 guesses or more). The dictionaries (common passwords from breach corpora,
 * English words, names, keyboard patterns) ship with the package, so nothing leaves the server.
 */
const MIN_SCORE = 3;

/** One per process: the dictionaries load on the first check and leave a minute after the last (password-strength.ts). */
const strength = new PasswordStrengthChecker();

export interface PasswordVerdict {
  ok: boolean;
  /** Why it was refused, in words a person can act on; null when accepted. */
  reason: string | null;
}

/**
 * The rule for every new password (sign-up and accounts staff create, reset links, invitations,
 * forced and profile changes, the users CLI, seeding): at least 12 characters and
 * not common, breached or easy to guess. `related` are the person's own details (e-mail, name,
 * company), which a password must not be built from. The reason is written in `language`.
 */
export async function checkNewPassword(password: string, related: readonly (string | null | undefined)[] = [], language: Language = 'en'): Promise<PasswordVerdict> {
  const { t } = bffMessages(language);
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, reason: t('api.password.short', { min: PASSWORD_MIN_LENGTH }) };
  if (password.length > PASSWORD_MAX_LENGTH) return { ok: false, reason: t('api.password.long', { max: PASSWORD_MAX_LENGTH }) };
  const inputs = related.flatMap((r) => (r ? [r, ...r.split(/[@\s.]+/).filter((p) => p.length >= 3)] : []));
  const result = await strength.score(password, inputs);
  if (result.score >= MIN_SCORE) return { ok: true, reason: null };
  if (result.common) return { ok: false, reason: t('api.password.common') };
  // The strength checker's own warning and suggestion are English: other languages get the general advice.
  const warning = language === 'en' && result.warning ? `${result.warning.replace(/\.?$/, '.')} ` : '';
  const suggestion = (language === 'en' ? result.suggestion : null) ?? t('api.password.advice');
  return { ok: false, reason: `${t('api.password.easy')} ${warning}${suggestion}`.trim() };
}
