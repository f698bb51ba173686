import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, siteConfig, type Language } from '@swat/shared-contracts';
import { bffCatalogs, bffMessages, type BffMessageKey } from './messages';

type Values = Record<string, string | number>;

/**
 * The API's messages that a person may read, with the arguments the code gives them. Code throws
 * the English (as API clients always got it); the error handler looks the text up here and
 * answers an Arabic page in Arabic.
 */
const SAID: readonly (readonly [BffMessageKey, Values?])[] = [
  ...(Object.keys(bffCatalogs.en) as BffMessageKey[])
    // Messages with arguments are said in the request's language where they are made; only fixed
    // texts can be recognised here by their English.
    .filter((key) => key.startsWith('api.') && !key.startsWith('api.contact.message') && !key.startsWith('api.password.') && !bffCatalogs.en[key].includes('{'))
    .map((key) => [key] as const),
  ['api.contact.messageShort', { min: CONTACT_MESSAGE_MIN }],
  ['api.contact.messageLong', { max: CONTACT_MESSAGE_MAX }],
  ['api.contact.unavailable', { email: siteConfig.emails.general }],
];

const byEnglish: ReadonlyMap<string, readonly [BffMessageKey, Values?]> = new Map(SAID.map((entry) => [bffMessages('en').t(entry[0], entry[1]), entry]));

/** A message of the API in the request's language when it is one of the known ones; else as it is. */
export function localApiMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const known = byEnglish.get(message);
  return known ? bffMessages(language).t(known[0], known[1]) : message;
}

/** The field messages of an error answer, each said in the request's language where it is known. */
export function localFieldErrors(fieldErrors: Record<string, string[]>, language: Language): Record<string, string[]> {
  if (language === 'en') return fieldErrors;
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map((m) => localApiMessage(m, language))]));
}
