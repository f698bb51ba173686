import type { Insertable, Kysely } from 'kysely';
import { siteConfig } from '@swat/shared-contracts';
import type { DatabaseSchema, InquiriesTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { bffMessages } from '../../i18n/messages';
import type { Logger } from '../../http/logger';
import type { RateLimiter, RateLimitRule } from '../../http/rate-limit';
import type { AddressHasher } from '../../http/address-hash';

export interface ContactDependencies {
  db: Kysely<DatabaseSchema>;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  log: Logger;
  /** Told of each stored inquiry (staff e-mail); its failure never loses the inquiry. */
  onStored?: (inquiry: { name: string; email: string; company: string | null; serviceOfInterest: string | null; message: string }) => Promise<void>;
  hashAddress: AddressHasher;
}

/** A person rarely writes more than twice in a quarter of an hour; a script writes hundreds. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact-ip', limit: 5, windowMs: 15 * 60_000 };

export const CONTACT_UNAVAILABLE_MESSAGE = bffMessages('en').t('api.contact.unavailable', { email: siteConfig.emails.general });

/** Only a bot fills the hidden field: it is told "thank you" and nothing is kept, so it learns nothing. */
export function filledHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('website' in body)) return false;
  const value = (body as { website: unknown }).website;
  return value !== undefined && value !== null && value !== '';
}

export type NewInquiry = Omit<Insertable<InquiriesTable>, 'id' | 'created_at' | 'handled_at'>;

/**
 * Stores one inquiry (from the contact form or the chat hand-off), tells staff through `onStored`,
 * and returns its id. A database failure becomes a 503 that tells the visitor how else to reach us;
 * their words stay in their browser.
 */
export async function storeInquiry(deps: Pick<ContactDependencies, 'db' | 'log' | 'onStored'>, requestId: string, values: NewInquiry): Promise<string> {
  let id: string;
  try {
    const row = await deps.db.insertInto('inquiries').values(values).returning('id').executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    deps.log.error('contact inquiry not stored', { requestId, error });
    throw new ApiError(503, CONTACT_UNAVAILABLE_MESSAGE, { headers: { 'retry-after': '120' } });
  }
  deps.log.info('contact inquiry stored', { requestId, id, service: values.service_of_interest, viaChat: Boolean(values.chat_session_id) });
  // The inquiry is safe; a notification that cannot be queued is logged, never a failed request.
  await deps
    .onStored?.({ name: values.name, email: values.email, company: values.company ?? null, serviceOfInterest: values.service_of_interest ?? null, message: values.message })
    .catch((error: unknown) => deps.log.error('inquiry notification not queued', { requestId, id, error }));
  return id;
}

