import { z } from 'zod';
import { ID_LENGTH } from '../constants';
import { contactInquirySchema } from '../contact/contact';
import { CHAT_OUTCOMES } from './chat-constants';

export * from './chat-constants';

export const CHAT_MESSAGE_MAX = 2000;
/** nanoid's default alphabet: the widget makes one id per page load. */
export const CHAT_SESSION_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${ID_LENGTH}}$`);

export const chatSessionIdSchema = z.string('Please send the chat session id.').regex(CHAT_SESSION_ID_PATTERN, `The session id must be ${ID_LENGTH} characters of A-Z, a-z, 0-9, _ and -.`);

export const chatRequestSchema = z.strictObject({
  message: z
    .string('Please send a message.')
    .trim()
    .min(1, 'Please write a message.')
    .max(CHAT_MESSAGE_MAX, `Please keep your message under ${CHAT_MESSAGE_MAX} characters.`),
  sessionId: chatSessionIdSchema,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A page the answer points to, best first; `path` is a site path such as /training or /ar/training. */
export const chatLinkSchema = z.object({ path: z.string().startsWith('/'), title: z.string() });
export type ChatLink = z.infer<typeof chatLinkSchema>;

/**
 * How the assistant fared: `answered` from the site, `not-found` when it could not answer
 * (two in a row and the widget offers a person), `handoff` when the visitor asked for a person or a quote.
 */

/** `message` is the spec's field; links and outcome are additions an older widget may ignore. */
export const chatResponseSchema = z.object({
  message: z.string().min(1),
  links: z.array(chatLinkSchema).optional(),
  outcome: z.enum(CHAT_OUTCOMES).optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];
/** Which provider wrote an assistant turn; user turns carry the provider that answered them. */
export const CHAT_PROVIDERS = ['builtin', 'upstream', 'fallback'] as const;
export type ChatProviderName = (typeof CHAT_PROVIDERS)[number];

/** Staff view: one row per conversation. */
export const chatSessionSummarySchema = z.object({
  sessionId: z.string(),
  firstAt: z.iso.datetime({ offset: true }),
  lastAt: z.iso.datetime({ offset: true }),
  turns: z.number().int().nonnegative(),
  firstQuestion: z.string().nullable(),
});
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;

export const chatSessionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ChatSessionListQuery = z.infer<typeof chatSessionListQuerySchema>;

export const chatSessionListResponseSchema = z.object({
  items: z.array(chatSessionSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ChatSessionListResponse = z.infer<typeof chatSessionListResponseSchema>;

export const chatTurnSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_ROLES),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  provider: z.enum(CHAT_PROVIDERS).nullable(),
  latencyMs: z.number().int().nonnegative().nullable(),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const chatSessionDetailSchema = z.object({
  sessionId: z.string(),
  turns: z.array(chatTurnSchema),
});
export type ChatSessionDetail = z.infer<typeof chatSessionDetailSchema>;


/**
 * The in-chat "talk to a person" form: the contact form's own fields and rules (same schema, same
 * messages, same limits), fewer of them, plus the chat session the inquiry is linked to.
 */
export const chatHandoffRequestSchema = contactInquirySchema
  .pick({ name: true, email: true, message: true, consent: true, website: true })
  .extend({ sessionId: chatSessionIdSchema });
export type ChatHandoffRequest = z.input<typeof chatHandoffRequestSchema>;
