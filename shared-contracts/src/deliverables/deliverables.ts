import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';

/** What a deliverable may be: the formats reports and decks travel in. The bff checks the bytes, never the name. */
export const DELIVERABLE_FORMATS = ['pdf', 'pptx', 'docx', 'xlsx'] as const;
export const deliverableFormatSchema = z.enum(DELIVERABLE_FORMATS);
export type DeliverableFormat = z.infer<typeof deliverableFormatSchema>;

/** The default upload limit (MAX_DELIVERABLE_MB); the bff's setting has the final word. */
export const DEFAULT_MAX_DELIVERABLE_MB = 100;

export const deliverableLanguageSchema = z.enum(LANGUAGES, { error: 'Choose English or Arabic.' });

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** One uploaded file of a deliverable; a new version never replaces an older one. */
export const deliverableVersionSchema = z.object({
  id: z.uuid(),
  /** 1 for the first upload, then 2, 3 … */
  version: z.number().int().min(1),
  filename: z.string(),
  format: deliverableFormatSchema,
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  uploadedBy: person,
  createdAt: z.iso.datetime({ offset: true }),
});
export type DeliverableVersion = z.infer<typeof deliverableVersionSchema>;

export const deliverableSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  title: z.string(),
  /** The language the report is written in. */
  language: deliverableLanguageSchema,
  createdBy: person,
  createdAt: z.iso.datetime({ offset: true }),
  /** null: a draft, seen by staff only. */
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Newest first; never empty. */
  versions: z.array(deliverableVersionSchema).min(1),
});
export type Deliverable = z.infer<typeof deliverableSchema>;

export const deliverableListResponseSchema = z.object({ deliverables: z.array(deliverableSchema) });
export type DeliverableListResponse = z.infer<typeof deliverableListResponseSchema>;

/** The text fields of the multipart upload of a new deliverable (the file goes in the field `file`). */
export const uploadDeliverableFieldsSchema = z
  .object({
    title: z.string({ error: 'Enter a title.' }).trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
    language: deliverableLanguageSchema,
  })
  .strict();
export type UploadDeliverableFields = z.infer<typeof uploadDeliverableFieldsSchema>;

/** A new version carries only its file; an empty form is what the bff expects besides it. */
export const uploadDeliverableVersionFieldsSchema = z.object({}).strict();
