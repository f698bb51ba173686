import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import { uploadDeliverableFieldsSchema, uploadDeliverableVersionFieldsSchema, type Deliverable, type DeliverableListResponse } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError, errorResponse } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { contentDisposition } from '../../http/content-disposition';
import { parseOrThrow } from '../../http/validate';
import { requestLanguage } from '../../http/request-language';
import { bffMessages } from '../../i18n/messages';
import type { FileStore } from '../../storage/file-store';
import { removeFiles } from '../../storage/file-and-row';
import type { Auth, Session } from '../auth/auth';
import type { AuditLog } from '../audit/audit-log';
import { idParam, visibleProject } from '../projects/access';
import { receiveUpload, UploadTooLarge, type ReceivedFile } from '../data-items/receive-upload';
import { safeFilename } from '../data-items/file-names';
import { detectDeliverableFormat, type DetectedFormat } from './detect-format';
import { addVersion, deliverableFileKey, findVisibleVersion, listDeliverables } from './repository';

export interface DeliverableRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  audit: AuditLog;
  files: FileStore;
  log: Logger;
  /** MAX_DELIVERABLE_MB in bytes. */
  maxBytes: number;
  /** A path in a folder of the bff's own for an upload on its way to the file store. */
  tempPath: (name: string) => Promise<string>;
  /** Whether a download other than a PDF may be a redirect to a short-lived signed link (S3). */
  signedDownloads: boolean;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * A PDF opens in the browser only when the request came from our own pages or was typed: a
 * cross-site link gets the file as an attachment. (SameSite=Strict cookies already keep another
 * site's link from carrying a session; this holds even where that is not so.)
 */
function opensInline(c: Context, format: string): boolean {
  if (format !== 'pdf') return false;
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Deliverables: the reports and decks staff hand a client, with their versions. Staff upload
 * (multipart, streamed to disk, checked by content, then streamed to the file store); everyone
 * who may see the project lists and downloads, clients only what was published.
 */
export function deliverableRoutes(deps: DeliverableRouteDeps) {
  const { db, auth, files, log } = deps;
  const app = new Hono();
  const mb = Math.round((deps.maxBytes / 1024 / 1024) * 10) / 10;
  const tooLarge = (c: Context) => bffMessages(requestLanguage(c)).t('api.deliverable.tooLarge', { mb });
  const staffOnly: MiddlewareHandler = async (c, next) => {
    await auth.requireStaff(c);
    await next();
  };
  // Multipart skips the app's 64 KB JSON limit; this one allows the file plus the form around it.
  const uploadLimit = bodyLimit({ maxSize: deps.maxBytes + 64 * 1024, onError: (c) => errorResponse(c, 413, tooLarge(c)) });

  /** Receives the form's file to disk and checks what it is; the caller stores it and removes the temporary file. */
  const receive = async (c: Context): Promise<{ fields: Record<string, string>; file: ReceivedFile; detected: DetectedFormat }> => {
    const { t } = bffMessages(requestLanguage(c));
    if (!c.req.header('content-type')?.startsWith('multipart/form-data')) throw new ApiError(415, t('api.deliverable.notMultipart'));
    const upload = await receiveUpload(c.req.raw, { maxFileBytes: deps.maxBytes, filePath: await deps.tempPath('deliverable') }).catch((error: unknown) => {
      throw error instanceof UploadTooLarge ? new ApiError(413, tooLarge(c), { fieldErrors: { file: [tooLarge(c)] } }) : error;
    });
    const { file } = upload;
    if (!file) throw new ApiError(400, t('api.deliverable.chooseFile'), { fieldErrors: { file: [t('api.deliverable.chooseFile')] } });
    try {
      if (file.size === 0) throw new ApiError(400, t('api.deliverable.empty'), { fieldErrors: { file: [t('api.deliverable.empty')] } });
      const detected = await detectDeliverableFormat(file.path);
      if (!detected) throw new ApiError(415, t('api.deliverable.wrongType'), { fieldErrors: { file: [t('api.deliverable.wrongType')] } });
      return { fields: upload.fields, file, detected };
    } catch (error) {
      await rm(file.path, { force: true });
      throw error;
    }
  };

  const store = async (c: Context, session: Session, target: Parameters<typeof addVersion>[2], received: Awaited<ReturnType<typeof receive>>) => {
    const { file, detected } = received;
    try {
      const sha256 = await sha256Of(file.path);
      const filename = safeFilename(file.name, detected.format);
      const added = await addVersion(db, files, target, { source: { path: file.path }, filename, detected, sha256, uploadedBy: session.user.id }, log);
      log.info('deliverable version stored', { requestId: c.get('requestId'), deliverableId: target.deliverableId, version: added.version, sizeBytes: added.sizeBytes });
      return { ...added, filename, sha256 };
    } finally {
      await rm(file.path, { force: true });
    }
  };

  const one = async (c: Context, session: Session, projectId: string, deliverableId: string): Promise<Deliverable> => {
    const [found] = await listDeliverables(db, session, projectId, deliverableId);
    if (!found) throw new ApiError(404, bffMessages(requestLanguage(c)).t('api.deliverable.notFound'));
    return found;
  };

  app.get('/api/projects/:id/deliverables', async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const body: DeliverableListResponse = { deliverables: await listDeliverables(db, session, project.id) };
    return c.json(body);
  });

  app.post('/api/projects/:id/deliverables', staffOnly, uploadLimit, async (c) => {
    const session = await auth.requireStaff(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const received = await receive(c);
    let fields;
    try {
      const raw: Record<string, unknown> = { ...received.fields };
      if (raw.title === undefined || raw.title === '') raw.title = received.file.name.replace(/\.[^.]*$/, '').trim() || 'Untitled';
      fields = parseOrThrow(uploadDeliverableFieldsSchema, raw);
    } catch (error) {
      await rm(received.file.path, { force: true });
      throw error;
    }
    const deliverableId = randomUUID();
    const added = await store(c, session, { deliverableId, create: { projectId: project.id, title: fields.title, language: fields.language } }, received);
    await deps.audit.record(c, session.user, {
      action: 'deliverable.upload',
      targetType: 'deliverable',
      targetId: deliverableId,
      projectId: project.id,
      details: { title: fields.title, language: fields.language, version: added.version, filename: added.filename, sizeBytes: added.sizeBytes },
    });
    return c.json(await one(c, session, project.id, deliverableId), 201, { location: `/api/projects/${project.id}/deliverables/${deliverableId}` });
  });

  app.post('/api/projects/:id/deliverables/:deliverableId/versions', staffOnly, uploadLimit, async (c) => {
    const session = await auth.requireStaff(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const deliverableId = idParam(c.req.param('deliverableId'), 'deliverable');
    const existing = await db.selectFrom('deliverables').select(['id', 'title']).where('id', '=', deliverableId).where('project_id', '=', project.id).executeTakeFirst();
    if (!existing) throw new ApiError(404, bffMessages(requestLanguage(c)).t('api.deliverable.notFound'));
    const received = await receive(c);
    try {
      parseOrThrow(uploadDeliverableVersionFieldsSchema, received.fields);
    } catch (error) {
      await rm(received.file.path, { force: true });
      throw error;
    }
    const added = await store(c, session, { deliverableId }, received);
    await deps.audit.record(c, session.user, {
      action: 'deliverable.version',
      targetType: 'deliverable',
      targetId: deliverableId,
      projectId: project.id,
      details: { title: existing.title, version: added.version, filename: added.filename, sizeBytes: added.sizeBytes },
    });
    return c.json(await one(c, session, project.id, deliverableId), 201);
  });

  app.get('/api/projects/:id/deliverables/:deliverableId/versions/:versionId/download', async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const { t } = bffMessages(requestLanguage(c));
    const deliverableId = idParam(c.req.param('deliverableId'), 'deliverable');
    const versionId = idParam(c.req.param('versionId'), 'version');
    const version = await findVisibleVersion(db, session, project.id, deliverableId, versionId);
    if (!version) throw new ApiError(404, t('api.deliverable.versionNotFound'));
    const key = deliverableFileKey(version.id);
    const inline = opensInline(c, version.format);
    // A PDF shown in the browser must come from our origin, under our CSP: never a redirect to the store.
    if (deps.signedDownloads && !inline) {
      if (!(await files.exists(key))) throw new ApiError(404, t('api.deliverable.missing'));
      const url = await files.signedDownloadUrl(key, { filename: version.filename, contentType: version.content_type });
      if (url) return c.redirect(url, 302);
    }
    const stored = await files.open(key);
    if (!stored) throw new ApiError(404, t('api.deliverable.missing'));
    return c.body(Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, 200, {
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-type': version.content_type,
      'content-disposition': contentDisposition(version.filename, inline ? 'inline' : 'attachment'),
      'content-length': String(stored.sizeBytes),
      'x-checksum-sha256': version.sha256,
    });
  });

  app.delete('/api/projects/:id/deliverables/:deliverableId', staffOnly, async (c) => {
    const session = await auth.requireStaff(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const deliverableId = idParam(c.req.param('deliverableId'), 'deliverable');
    const found = await one(c, session, project.id, deliverableId);
    const keys = found.versions.map((v) => deliverableFileKey(v.id));
    // The store is asked first: while it cannot be reached nothing is deleted (503, retry later).
    if (keys[0]) await files.stat(keys[0]);
    await db.deleteFrom('deliverables').where('id', '=', deliverableId).execute();
    await removeFiles(files, keys, log);
    await deps.audit.record(c, session.user, { action: 'deliverable.delete', targetType: 'deliverable', targetId: deliverableId, projectId: project.id, details: { title: found.title, versions: found.versions.length } });
    return c.body(null, 204);
  });

  return app;
}
