import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { CONTACT_ENDPOINT, contactInquirySchema, type ContactInquiryCreated } from '@swat/shared-contracts';
import { clientAddress } from '../../http/client-address';
import { rateLimit } from '../../http/rate-limit';
import { parseOrThrow, readJson } from '../../http/validate';
import { CONTACT_RATE_LIMIT, CONTACT_UNAVAILABLE_MESSAGE, filledHoneypot, storeInquiry, type ContactDependencies } from './inquiries';

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
