import { z } from 'zod';

/** A contact-form inquiry as staff see it (the address hash it was sent from is never shown). */
export const inquirySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  serviceOfInterest: z.string().nullable(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
  /** The chat conversation the inquiry was sent from, when it came through the assistant's hand-off form. */
  chatSessionId: z.string().nullable().default(null),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiryListQuerySchema = z
  .object({
    handled: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

export const inquiryListResponseSchema = z.object({
  items: z.array(inquirySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unhandled: z.number().int(),
});
export type InquiryListResponse = z.infer<typeof inquiryListResponseSchema>;

export const updateInquiryRequestSchema = z.object({ handled: z.boolean({ error: 'Say whether the inquiry is handled.' }) }).strict();
export type UpdateInquiryRequest = z.infer<typeof updateInquiryRequestSchema>;
