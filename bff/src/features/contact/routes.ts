import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Insertable, Kysely } from 'kysely';
import { CONTACT_ENDPOINT, contactInquirySchema, siteConfig, type ContactInquiryCreated } from '@swat/shared-contracts';
import type { DatabaseSchema, InquiriesTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { clientAddress } from '../../http/client-address';
import { rateLimit, type RateLimiter, type RateLimitRule } from '../../http/rate-limit';
import { parseOrThrow, readJson } from '../../http/validate';
import type { Logger } from '../../http/logger';
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

export const CONTACT_UNAVAILABLE_MESSAGE = `We could not save your message right now. Please try again in a few minutes, or e-mail ${siteConfig.emails.general}.`;

/** Only a bot fills the hidden field: it is told "thank you" and nothing is kept, so it learns nothing. */
export function filledHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('website' in body)) return false;
  const value = (body as { website: unknown }).website;
  return value !== undefined && value !== null && value !== '';
}


export function contactRoutes(deps: ContactDependencies) {
  const app = new Hono<{ Variables: { requestId: string } }>();
  const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, deps.trustProxy);
  // Limiter keys and stored rows hold only the salted hash, never the address.
  const limitKey = (c: Parameters<typeof clientAddress>[0]) => deps.hashAddress(addressOf(c)) ?? 'unknown';

  app.post(CONTACT_ENDPOINT, rateLimit(deps.rateLimiter, CONTACT_RATE_LIMIT, limitKey, deps.log, CONTACT_UNAVAILABLE_MESSAGE), async (c) => {
    const body = await readJson(c, z.unknown());
    if (filledHoneypot(body)) {
      deps.log.info('contact honeypot filled', { requestId: c.get('requestId') });
      return c.json({ id: randomUUID() } satisfies ContactInquiryCreated, 201);
    }
    const inquiry = parseOrThrow(contactInquirySchema, body);
    const id = await storeInquiry(deps, c.get('requestId'), {
      name: inquiry.name,
      company: inquiry.company,
      email: inquiry.email,
      phone: inquiry.phone ? inquiry.phone : null,
      service_of_interest: inquiry.serviceOfInterest,
      message: inquiry.message,
      source_ip_hash: deps.hashAddress(addressOf(c)),
    });
    return c.json({ id } satisfies ContactInquiryCreated, 201);
  });

  return app;
}

export type NewInquiry = Omit<Insertable<InquiriesTable>, 'id' | 'created_at' | 'handled_at'>;

/**
 * Stores one inquiry (from the contact form or the chat hand-off) and returns its id. A database
 * failure becomes a 503 that tells the visitor how else to reach us; their words stay in their browser.
 */
/** Stores an inquiry (from the contact form or a chat hand-off) and tells staff, through `onStored`. */
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

