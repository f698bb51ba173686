import { z } from 'zod';
import { REMOTE_ASSETS_DIR } from '../federation/remote-files';

/**
 * The words of every public page, published by the marketing remote beside its route
 * manifest, so the bff's chat assistant answers from the copy visitors actually read.
 */
export const contentIndexSectionSchema = z.strictObject({
  /** The block's element id when it has one (a sub-route may scroll to it). */
  id: z.string().optional(),
  heading: z.string(),
  text: z.string(),
});
export type ContentIndexSection = z.infer<typeof contentIndexSectionSchema>;

/**
 * One of a page's visitor questions with its short answer, written by a copywriter beside the page's
 * copy. Shown on the page as its "Questions" section and the assistant's first source.
 */
export const contentIndexQuestionSchema = z.strictObject({
  /** Stable id (also the disclosure's element id on the page), unique within the page. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: z.string().min(1),
  /** Plain text; its first sentence answers the question on its own. */
  answer: z.string().min(1),
});
export type ContentIndexQuestion = z.infer<typeof contentIndexQuestionSchema>;

export const CONTENT_LANGUAGES = ['en', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const contentIndexRouteSchema = z.strictObject({
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
  /** The page's language; when absent, a path under /ar is Arabic and any other is English. */
  lang: z.enum(CONTENT_LANGUAGES).optional(),
  title: z.string().min(1),
  description: z.string(),
  headings: z.array(z.string()),
  /** Every string of the page, in reading order, as plain text. */
  text: z.string(),
  /** The same text split at each block, so an answer can quote the part that matched. */
  sections: z.array(contentIndexSectionSchema),
  /** The page's questions and answers (absent on pages without a Questions section). */
  questions: z.array(contentIndexQuestionSchema).optional(),
  /** The page section this route scrolls to, when it shows part of a larger page. */
  section: z.string().optional(),
  noindex: z.boolean().optional(),
});
export type ContentIndexRoute = z.infer<typeof contentIndexRouteSchema>;

export const contentIndexSchema = z.strictObject({
  remote: z.literal('marketing'),
  builtAt: z.iso.datetime(),
  routes: z.array(contentIndexRouteSchema).min(1),
});
export type ContentIndex = z.infer<typeof contentIndexSchema>;

export const CONTENT_INDEX_FILE = 'content-index.json';
export const CONTENT_INDEX_PATH = `${REMOTE_ASSETS_DIR}/${CONTENT_INDEX_FILE}`;
