import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@swat/shared-contracts';
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
 * company), which a password must not be built from.
 */
export async function checkNewPassword(password: string, related: readonly (string | null | undefined)[] = []): Promise<PasswordVerdict> {
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, reason: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (password.length > PASSWORD_MAX_LENGTH) return { ok: false, reason: `Use at most ${PASSWORD_MAX_LENGTH} characters.` };
  const inputs = related.flatMap((r) => (r ? [r, ...r.split(/[@\s.]+/).filter((p) => p.length >= 3)] : []));
  const result = await strength.score(password, inputs);
  if (result.score >= MIN_SCORE) return { ok: true, reason: null };
  if (result.common) return { ok: false, reason: 'This password appears in lists of common or breached passwords. Choose something less predictable.' };
  const warning = result.warning ? `${result.warning.replace(/\.?$/, '.')} ` : '';
  const suggestion = result.suggestion ?? 'Add a few more unrelated words.';
  return { ok: false, reason: `This password is too easy to guess. ${warning}${suggestion}`.trim() };
}
