import { z } from 'zod';
import { companySchema, emailSchema, nameSchema, newPasswordSchema, phoneSchema, publicUserSchema } from '../auth/auth';

export const clientAccountSchema = publicUserSchema.extend({
  disabled: z.boolean(),
  projectCount: z.number().int(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

export const clientListQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    includeDisabled: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  })
  .strict();
export const clientListResponseSchema = z.object({ items: z.array(clientAccountSchema) });
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

/** POST /api/clients. Without a password, one is generated and returned once. */
export const createClientRequestSchema = z
  .object({ email: emailSchema, name: nameSchema, company: companySchema, phone: phoneSchema, password: newPasswordSchema.optional() })
  .strict();
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;
export type CreateClientInput = z.input<typeof createClientRequestSchema>;
export const createClientResponseSchema = z.object({
  client: clientAccountSchema,
  /** Set only when the server generated the password; shown once, never stored in clear. */
  temporaryPassword: z.string().nullable(),
});
export type CreateClientResponse = z.infer<typeof createClientResponseSchema>;

/** PATCH /api/clients/:id. Disabling signs the client out everywhere. */
export const updateClientRequestSchema = z
  .object({ disabled: z.boolean().optional(), name: nameSchema.optional(), company: companySchema, phone: phoneSchema, email: emailSchema.optional() })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change.' });
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;
export type UpdateClientInput = z.input<typeof updateClientRequestSchema>;
