import { z } from 'zod';

/** Longest message text, in characters (a long letter; a report belongs in an attachment). */
export const MAX_MESSAGE_LENGTH = 5000;
/** Largest attachment of a message. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** How long after posting the author may still correct a message's text. */
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;
/** At most one e-mail per conversation and recipient in this time; later messages wait for the next one. */
export const CONVERSATION_MAIL_INTERVAL_MINUTES = 10;
/** Messages in one page of a conversation (the newest first page, older pages on request). */
export const CONVERSATION_PAGE_SIZE = 50;

export const conversationSideSchema = z.enum(['client', 'staff']);
export type ConversationSide = z.infer<typeof conversationSideSchema>;

export const messageAttachmentSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const conversationMessageSchema = z.object({
  id: z.uuid(),
  /** Increases with every message of the site: the order of a conversation and its read marker. */
  seq: z.number().int(),
  author: z.object({ id: z.uuid(), name: z.string(), side: conversationSideSchema }),
  /** Plain text: links are recognised by the reader, never sent as markup. */
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  attachments: z.array(messageAttachmentSchema),
  /** True for the reader's own messages while they may still be edited. */
  editable: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationQuerySchema = z
  .object({
    /** Messages older than this seq (the oldest one shown). */
    before: z.coerce.number().int().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(CONVERSATION_PAGE_SIZE),
  })
  .strict();
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

export const conversationResponseSchema = z.object({
  projectId: z.uuid(),
  /** Oldest first, the newest page unless `before` was given. */
  messages: z.array(conversationMessageSchema),
  /** Whether older messages exist before the first one here. */
  hasOlder: z.boolean(),
  /** The reader's read marker: messages with a higher seq by others are unread. */
  lastReadSeq: z.number().int(),
  unreadCount: z.number().int(),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

const messageText = z
  .string({ error: 'Write a message.' })
  .max(MAX_MESSAGE_LENGTH, `At most ${MAX_MESSAGE_LENGTH} characters.`)
  .transform((s) => s.replace(/\r\n?/g, '\n').trim());

/** A new message (JSON, or the text field `body` of a multipart form with the attachment in `file`). */
export const postMessageRequestSchema = z.object({ body: messageText.refine((s) => s.length > 0, 'Write a message.') }).strict();
export type PostMessageRequest = z.input<typeof postMessageRequestSchema>;
/** With an attachment the text may be empty. */
export const postMessageFieldsSchema = z.object({ body: messageText.default('') }).strict();

export const editMessageRequestSchema = postMessageRequestSchema;
export type EditMessageRequest = z.input<typeof editMessageRequestSchema>;

export const markReadRequestSchema = z.object({ throughSeq: z.number().int().min(0) }).strict();
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;

export const markReadResponseSchema = z.object({ lastReadSeq: z.number().int(), unreadCount: z.number().int() });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/** One project's conversation in a list: the staff inbox, or a client's unread counts. */
export const conversationSummarySchema = z.object({
  projectId: z.uuid(),
  projectCode: z.string(),
  projectTitle: z.string(),
  unreadCount: z.number().int(),
  lastMessage: z
    .object({ authorName: z.string(), side: conversationSideSchema, excerpt: z.string(), createdAt: z.iso.datetime({ offset: true }) })
    .nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListResponseSchema = z.object({
  /** Unread first, then by latest message. */
  items: z.array(conversationSummarySchema),
  totalUnread: z.number().int(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

/** The attachment types a message may carry, recognised by their content. */
export const ATTACHMENT_TYPES = ['pdf', 'png', 'jpg', 'docx', 'xlsx', 'pptx', 'txt'] as const;
