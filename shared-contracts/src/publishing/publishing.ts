import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';

/** What staff publish to a project's client: a data item or a deliverable, through the same step. */
export const PUBLISHABLE_KINDS = ['data-item', 'deliverable'] as const;
export type PublishableKind = (typeof PUBLISHABLE_KINDS)[number];

/** One person the publish e-mail would reach, with the mail as they would read it (their language). */
export const publishRecipientSchema = z.object({
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  text: z.string(),
});
export type PublishRecipient = z.infer<typeof publishRecipientSchema>;

/** GET …/publish-preview: who would be told and what they would read, before anything happens. */
export const publishPreviewSchema = z.object({
  title: z.string(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The client was e-mailed about this item before: publishing again sends nothing unless `notifyAgain`. */
  notifiedBefore: z.boolean(),
  recipients: z.array(publishRecipientSchema),
});
export type PublishPreview = z.infer<typeof publishPreviewSchema>;

/** POST …/publish. An empty body is the same as `{}`. */
export const publishRequestSchema = z
  .object({
    /** Mail the client again although they were told before (a republish after a correction). */
    notifyAgain: z.boolean().default(false),
  })
  .strict();
export type PublishRequest = z.input<typeof publishRequestSchema>;

export const publishResponseSchema = z.object({
  publishedAt: z.iso.datetime({ offset: true }),
  /** How many people were e-mailed by this call (0 when it was already published, or told before). */
  notified: z.number().int().min(0),
});
export type PublishResponse = z.infer<typeof publishResponseSchema>;

/** POST …/unpublish: the client loses access at once. */
export const unpublishResponseSchema = z.object({ publishedAt: z.null() });
export type UnpublishResponse = z.infer<typeof unpublishResponseSchema>;
