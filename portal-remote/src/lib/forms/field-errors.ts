import { PASSWORD_MIN_LENGTH } from '@swat/shared-contracts';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { localValidationMessage, type MessageKey, type PortalWords } from '../../i18n/portal-messages';

const NUMBER_FIELDS = new Set(['completes', 'targetSampleSize', 'budgetUsd']);
const DATE_FIELDS = new Set(['fieldworkStart', 'fieldworkEnd', 'from', 'to']);
const PASSWORD_FIELDS = new Set(['password', 'newPassword']);

/**
 * The reader's sentence for a box the shared schema refused, chosen by the kind of problem (zod's
 * issue code, which the form library keeps as the error's type) and the box: never by reading the
 * schema's English sentence. Null keeps the error's own message: a rule the page wrote in the
 * reader's language already (`custom`), or a refusal from the server.
 */
function keyFor(field: string, code: string): { key: MessageKey; values?: Record<string, number> } | null {
  switch (code) {
    case 'too_small':
      if (NUMBER_FIELDS.has(field)) return { key: 'fieldError.notNegative' };
      if (PASSWORD_FIELDS.has(field)) return { key: 'fieldError.password', values: { min: PASSWORD_MIN_LENGTH } };
      return { key: field === 'clientId' ? 'fieldError.chooseClient' : 'fieldError.required' };
    case 'too_big':
      return { key: NUMBER_FIELDS.has(field) ? 'fieldError.tooLarge' : 'fieldError.tooLong' };
    case 'invalid_type':
      if (NUMBER_FIELDS.has(field)) return { key: 'fieldError.number' };
      return { key: field === 'clientId' ? 'fieldError.chooseClient' : 'fieldError.required' };
    case 'invalid_format':
    case 'invalid_string':
      if (field === 'email' || field === 'actor') return { key: 'fieldError.email' };
      if (field === 'phone') return { key: 'fieldError.phone' };
      if (field === 'code') return { key: 'fieldError.projectCode' };
      if (field === 'clientId') return { key: 'fieldError.chooseClient' };
      if (DATE_FIELDS.has(field)) return { key: 'fieldError.date' };
      return { key: 'fieldError.format' };
    case 'invalid_value':
    case 'invalid_union':
      if (DATE_FIELDS.has(field)) return { key: 'fieldError.date' };
      return { key: 'fieldError.format' };
    default:
      return null;
  }
}

const isFieldError = (value: unknown): value is FieldError => typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

/** The schema's refusals of each box, said in the page's language (English keeps the schemas' sentences). */
export function inReadersLanguage<T extends FieldValues>(errors: FieldErrors<T>, { t, language }: Pick<PortalWords, 't' | 'language'>): FieldErrors<T> {
  if (language === 'en') return errors;
  const out: FieldErrors<T> = { ...errors };
  for (const [field, error] of Object.entries(errors)) {
    if (!isFieldError(error)) continue;
    // The schema's own sentence, when the catalog says it in the reader's language, is the most
    // precise; the kind of problem is the fallback.
    const exact = typeof error.message === 'string' ? localValidationMessage(error.message, t) : undefined;
    if (exact !== undefined && exact !== error.message) {
      Reflect.set(out, field, { ...error, message: exact });
      continue;
    }
    const found = keyFor(field, error.type);
    if (found) Reflect.set(out, field, { ...error, message: t(found.key, found.values) });
  }
  return out;
}
