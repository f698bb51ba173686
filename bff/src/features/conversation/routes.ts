import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  conversationQuerySchema,
  editMessageRequestSchema,
  markReadRequestSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_MESSAGE_LENGTH,
  MESSAGE_EDIT_WINDOW_MINUTES,
  postMessageFieldsSchema,
  postMessageRequestSchema,
  projectListQuerySchema,
  type ConversationListResponse,
  type ConversationMessage,
  type ConversationResponse,
  type MarkReadResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError, errorResponse } from '../../http/errors';
import { contentDisposition } from '../../http/content-disposition';
import type { Logger } from '../../http/logger';
import { requestLanguage } from '../../http/request-language';
import { parseOrThrow, readJson, readQuery } from '../../http/validate';
import { bffMessages } from '../../i18n/messages';
import type { FileStore } from '../../storage/file-store';
import { storeFileThenRow } from '../../storage/file-and-row';
import { isStaffRole, type Auth, type Session } from '../auth/auth';
import type { AuditLog } from '../audit/audit-log';
import { receiveUpload, UploadTooLarge } from '../data-items/receive-upload';
import { idParam, visibleProject } from '../projects/access';
import { listProjects } from '../projects/repository';
import { checkAttachment } from './attachments';
import { scheduleConversationMail } from './conversation-mail';
import { attachmentFileKey, conversationSummaries, EDIT_WINDOW_MS, markRead, messageById, messagePage, readState } from './messages';

export interface ConversationRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  audit: AuditLog;
  files: FileStore;
  log: Logger;
  publicOrigin: string;
  /** Wakes the mail worker for a mail due now (queued in the message's transaction). */
  onMailQueued: () => void;
  now: () => number;
}

const sideOf = (session: Session) => (isStaffRole(session.user.role) ? 'staff' : 'client') as 'staff' | 'client';

export function conversationRoutes(deps: ConversationRouteDeps) {
  const { db, auth, files, log } = deps;
  const app = new Hono();
  const t = (c: Context) => bffMessages(requestLanguage(c)).t;
  const reader = (session: Session) => ({ id: session.user.id, now: deps.now() });
  // Multipart skips the app's 64 KB JSON limit; this allows the attachment plus the form around it.
  const uploadLimit = bodyLimit({
    maxSize: MAX_ATTACHMENT_BYTES + 64 * 1024,
    onError: (c) => errorResponse(c, 413, t(c)('api.conversation.attachmentTooLarge', { mb: MAX_ATTACHMENT_BYTES / 1024 / 1024 })),
  });

  app.get('/api/projects/:id/conversation', async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const query = readQuery(c, conversationQuerySchema);
    const [page, state] = await Promise.all([messagePage(db, project.id, reader(session), query), readState(db, project.id, session.user.id)]);
    const body: ConversationResponse = { projectId: project.id, ...page, ...state };
    return c.json(body);
  });

  const textOrThrow = (c: Context, text: unknown) => {
    if (typeof text === 'string' && text.length > MAX_MESSAGE_LENGTH) {
      const message = t(c)('api.conversation.tooLong', { max: MAX_MESSAGE_LENGTH });
      throw new ApiError(400, message, { fieldErrors: { body: [message] } });
    }
  };
  const emptyMessage = (c: Context) => {
    const message = t(c)('api.conversation.empty');
    return new ApiError(400, message, { fieldErrors: { body: [message] } });
  };

  app.post('/api/projects/:id/conversation/messages', uploadLimit, async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const multipart = c.req.header('content-type')?.startsWith('multipart/form-data') ?? false;
    let text = '';
    let jsonText = '';
    let upload: Awaited<ReturnType<typeof receiveUpload>> | null = null;
    if (multipart) {
      upload = await receiveUpload(c.req.raw, { maxFileBytes: MAX_ATTACHMENT_BYTES, filePath: join(tmpdir(), `swat-attachment-${randomUUID()}`) }).catch((error: unknown) => {
        if (error instanceof UploadTooLarge) throw new ApiError(413, t(c)('api.conversation.attachmentTooLarge', { mb: MAX_ATTACHMENT_BYTES / 1024 / 1024 }));
        throw error;
      });
    } else {
      // The JSON body limit (64 KB) has already held the text to a sensible size.
      const raw = await readJson(c, z.object({ body: z.unknown() }).loose());
      textOrThrow(c, raw.body);
      if (typeof raw.body === 'string' && !raw.body.trim()) throw emptyMessage(c);
      jsonText = parseOrThrow(postMessageRequestSchema, raw).body;
    }
    try {
      if (upload) {
        textOrThrow(c, upload.fields.body);
        text = parseOrThrow(postMessageFieldsSchema, upload.fields).body;
        if (upload.file && upload.file.size === 0) upload.file = null;
        if (!text && !upload.file) throw emptyMessage(c);
      } else {
        text = jsonText;
      }
      let attachment: { id: string; path: string; size: number; filename: string; contentType: string } | null = null;
      if (upload?.file) {
        const checked = await checkAttachment(upload.file.path, upload.file.name);
        if (!checked.ok) {
          const message = t(c)(checked.reason === 'executable' ? 'api.conversation.attachmentExecutable' : 'api.conversation.attachmentType');
          throw new ApiError(415, message, { fieldErrors: { file: [message] } });
        }
        attachment = { id: randomUUID(), path: upload.file.path, size: upload.file.size, filename: checked.filename, contentType: checked.contentType };
      }
      const side = sideOf(session);
      const now = new Date(deps.now());
      const write = () =>
        db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('project_messages')
            .values({ project_id: project.id, author_id: session.user.id, author_side: side, body: text, created_at: now })
            .returning(['id', 'seq'])
            .executeTakeFirstOrThrow();
          if (attachment) {
            await trx
              .insertInto('message_attachments')
              .values({ id: attachment.id, message_id: row.id, project_id: project.id, filename: attachment.filename, content_type: attachment.contentType, size_bytes: attachment.size, created_at: now })
              .execute();
          }
          // The author has read what they answered.
          await trx
            .insertInto('conversation_reads')
            .values({ project_id: project.id, user_id: session.user.id, last_read_seq: Number(row.seq), read_at: now })
            .onConflict((oc) => oc.columns(['project_id', 'user_id']).doUpdateSet({ last_read_seq: Number(row.seq), read_at: now }))
            .execute();
          await scheduleConversationMail(trx, { projectId: project.id, seq: Number(row.seq), authorId: session.user.id, authorSide: side }, { now, publicOrigin: deps.publicOrigin });
          return row.id;
        });
      const messageId = attachment
        ? await storeFileThenRow(files, attachmentFileKey(attachment.id), { path: attachment.path }, { contentType: attachment.contentType, log }, write)
        : await write();
      deps.onMailQueued();
      await deps.audit.record(c, session.user, {
        action: 'conversation.post',
        targetType: 'message',
        targetId: messageId,
        projectId: project.id,
        details: { length: text.length, ...(attachment ? { attachment: attachment.filename, sizeBytes: attachment.size } : {}) },
      });
      const body: ConversationMessage = (await messageById(db, project.id, messageId, reader(session)))!;
      return c.json(body, 201);
    } finally {
      if (upload?.file) await rm(upload.file.path, { force: true });
    }
  });

  app.patch('/api/projects/:id/conversation/messages/:messageId', async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const messageId = idParam(c.req.param('messageId'), 'message');
    const row = await db.selectFrom('project_messages').select(['id', 'author_id', 'body', 'created_at']).where('id', '=', messageId).where('project_id', '=', project.id).executeTakeFirst();
    if (!row) throw new ApiError(404, t(c)('api.conversation.noMessage'));
    if (row.author_id !== session.user.id) throw new ApiError(403, t(c)('api.conversation.notYours'));
    if (deps.now() - new Date(row.created_at).getTime() >= EDIT_WINDOW_MS) throw new ApiError(409, t(c)('api.conversation.editClosed', { minutes: MESSAGE_EDIT_WINDOW_MINUTES }));
    const raw = await readJson(c, z.object({ body: z.unknown() }).loose());
    textOrThrow(c, raw.body);
    if (typeof raw.body === 'string' && !raw.body.trim()) throw emptyMessage(c);
    const input = parseOrThrow(editMessageRequestSchema, raw);
    await db.updateTable('project_messages').set({ body: input.body, edited_at: new Date(deps.now()) }).where('id', '=', row.id).execute();
    // The words before and after: a message is kept as it was first sent, in the audit log.
    await deps.audit.record(c, session.user, { action: 'conversation.edit', targetType: 'message', targetId: row.id, projectId: project.id, details: { before: row.body, after: input.body } });
    const body: ConversationMessage = (await messageById(db, project.id, row.id, reader(session)))!;
    return c.json(body);
  });

  app.post('/api/projects/:id/conversation/read', async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const input = await readJson(c, markReadRequestSchema);
    const body: MarkReadResponse = await markRead(db, project.id, session.user.id, input.throughSeq, new Date(deps.now()));
    return c.json(body);
  });

  app.get('/api/projects/:id/conversation/attachments/:attachmentId', async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const attachmentId = idParam(c.req.param('attachmentId'), 'attachment');
    const row = await db
      .selectFrom('message_attachments')
      .select(['id', 'filename', 'content_type', 'size_bytes'])
      .where('id', '=', attachmentId)
      .where('project_id', '=', project.id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, t(c)('api.conversation.noAttachment'));
    const stored = await files.open(attachmentFileKey(row.id));
    if (!stored) throw new ApiError(404, t(c)('api.conversation.noAttachment'));
    // Always a download of its checked type: a browser never renders or sniffs what a person sent.
    return c.body(Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, 200, {
      'content-type': row.content_type,
      'content-disposition': contentDisposition(row.filename),
      'content-length': String(stored.sizeBytes),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
  });

  app.get('/api/conversations', async (c) => {
    const session = await auth.requireUser(c);
    let projectIds: string[] | null = null;
    if (!isStaffRole(session.user.role)) {
      // The projects this client sees, as the project list decides it (one rule for both).
      const visible = await listProjects(db, projectListQuerySchema.parse({ pageSize: 100 }), session.user.id);
      projectIds = visible.items.map((p) => p.id);
    }
    const items = await conversationSummaries(db, session.user.id, projectIds);
    const body: ConversationListResponse = { items, totalUnread: items.reduce((n, i) => n + i.unreadCount, 0) };
    return c.json(body);
  });

  return app;
}
