import { readFile, rm } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { streamSSE } from 'hono/streaming';
import type { Kysely } from 'kysely';
import {
  createIngestKeyRequestSchema,
  fieldworkFromDatasetRequestSchema,
  ingestRequestSchema,
  moveStageRequestSchema,
  projectStageSchema,
  quotaPlanSchema,
  updateStageRequestSchema,
  type BehindProjectsResponse,
  type CreateIngestKeyResponse,
  type FieldworkView,
  type IngestKeyListResponse,
  type IngestResponse,
  type QuotaPlanResponse,
  type StagesResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { refusalHold } from '../../http/work-budget';
import { ApiError, errorResponse } from '../../http/errors';
import { requestLanguage } from '../../http/request-language';
import type { Logger } from '../../http/logger';
import { memoryRateLimiter, type RateLimiter } from '../../http/rate-limit';
import { parseOrThrow, readJson } from '../../http/validate';
import type { AuditLog } from '../audit/audit-log';
import type { Auth } from '../auth/auth';
import type { Datasets } from '../analysis/datasets';
import { idParam, visibleProject } from '../projects/access';
import { receiveUpload, UploadTooLarge } from '../data-items/receive-upload';
import { countsFileBatch } from './counts-file';
import { datasetBatch } from './from-dataset';
import { fieldDayOf } from './field-day';
import type { FieldworkEvents } from './fieldwork-events';
import { loadFieldworkView } from './fieldwork-view';
import { fieldReportWorkbook } from './field-report';
import { storeFieldworkBatch } from './ingest-store';
import { hashIngestSecret, ingestKeys } from './ingest-keys';
import { planChanges, readQuotaPlan, saveQuotaPlan } from './quota-plans';
import { moveStage, readStages, updateStage } from './stages';
import { projectsBehind } from './projects-behind';

/** A platform's batch of 1,000 records is some 250 KB of JSON; the rest of the API keeps its 64 KB. */
export const INGEST_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const COUNTS_FILE_LIMIT_BYTES = 20 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface FieldworkRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  audit: AuditLog;
  log: Logger;
  rateLimiter: RateLimiter;
  events: FieldworkEvents;
  datasets: Datasets;
  /** Requests a minute one ingest key may make. */
  ingestPerMinute: number;
  /** Requests one key may send in any one second (held in memory, per instance). */
  ingestPerSecond: number;
  /** Told after a stage change, to e-mail the client's people. */
  onStageChanged: (projectId: string, stage: { from: string | null; to: string }) => Promise<void>;
  tempPath: (name: string) => string;
  now?: () => number;
}

export function fieldworkRoutes(deps: FieldworkRouteDeps) {
  const { db, auth, audit, log } = deps;
  const now = deps.now ?? Date.now;
  const keys = ingestKeys(db);
  const app = new Hono();
  const project = async (c: Context) => {
    const session = await auth.requireUser(c);
    return { session, project: await visibleProject(db, session, c.req.param('id')) };
  };
  const staffProject = async (c: Context) => {
    const session = await auth.requireStaff(c);
    return { session, project: await visibleProject(db, session, c.req.param('id')) };
  };

  app.get('/api/projects/:id/stages', async (c) => {
    const { project: p } = await project(c);
    const body: StagesResponse = await readStages(db, p.id);
    return c.json(body);
  });

  app.put('/api/projects/:id/stages/:stage', async (c) => {
    const { session, project: p } = await staffProject(c);
    const stage = parseOrThrow(projectStageSchema, c.req.param('stage'), 'There is no such stage.');
    const patch = await readJson(c, updateStageRequestSchema);
    await updateStage(db, p.id, stage, patch);
    await audit.record(c, session.user, { action: 'project.stage_update', targetType: 'project', targetId: p.id, projectId: p.id, details: { stage, ...patch } });
    const body: StagesResponse = await readStages(db, p.id);
    return c.json(body);
  });

  app.post('/api/projects/:id/stage', async (c) => {
    const { session, project: p } = await staffProject(c);
    const input = await readJson(c, moveStageRequestSchema);
    const move = await moveStage(db, p.id, input.stage, input.on ?? fieldDayOf(now()), input.note, session.user.id);
    await audit.record(c, session.user, { action: 'project.stage_change', targetType: 'project', targetId: p.id, projectId: p.id, details: { from: move.from, to: move.to, ...(move.statusTo !== move.statusFrom ? { status: { from: move.statusFrom, to: move.statusTo } } : {}) } });
    if (move.from !== move.to) {
      // The mail goes through the outbox: a stage change never fails because SMTP is down.
      await deps.onStageChanged(p.id, { from: move.from, to: move.to }).catch((error: unknown) => log.error('stage change mail not queued', { projectId: p.id, error }));
    }
    const body: StagesResponse = await readStages(db, p.id);
    return c.json(body);
  });

  app.get('/api/projects/:id/quotas', async (c) => {
    const { project: p } = await project(c);
    const body: QuotaPlanResponse = await readQuotaPlan(db, p.id);
    return c.json(body);
  });

  app.put('/api/projects/:id/quotas', async (c) => {
    const { session, project: p } = await staffProject(c);
    const plan = await readJson(c, quotaPlanSchema);
    const before = await readQuotaPlan(db, p.id);
    await saveQuotaPlan(db, p.id, plan);
    const changes = planChanges(before.plan, plan);
    if (Object.keys(changes).length > 0) await audit.record(c, session.user, { action: 'project.quota_update', targetType: 'project', targetId: p.id, projectId: p.id, details: changes });
    const body: QuotaPlanResponse = await readQuotaPlan(db, p.id);
    return c.json(body);
  });

  app.get('/api/projects/:id/fieldwork', async (c) => {
    const { project: p } = await project(c);
    const body: FieldworkView = await loadFieldworkView(db, p.id, now());
    return c.json(body);
  });

  /** Server-sent events: 'changed' whenever the project's counts change, a comment every 25 s to keep proxies from closing. */
  app.get('/api/projects/:id/fieldwork/events', async (c) => {
    const { project: p } = await project(c);
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | null = null;
      let changed = false;
      const stop = await deps.events.watch(p.id, () => {
        changed = true;
        wake?.();
      });
      stream.onAbort(() => wake?.());
      try {
        await stream.writeSSE({ event: 'ready', data: '' });
        while (!stream.aborted) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, 25_000);
          });
          clearTimeout(timer);
          wake = null;
          if (stream.aborted) break;
          if (changed) {
            changed = false;
            await stream.writeSSE({ event: 'changed', data: '' });
          } else await stream.write(': keep-alive\n\n');
        }
      } finally {
        stop();
      }
    });
  });

  app.get('/api/projects/:id/fieldwork/report.xlsx', async (c) => {
    const { session, project: p } = await project(c);
    const [view, row] = await Promise.all([loadFieldworkView(db, p.id, now()), db.selectFrom('projects').select(['code', 'title']).where('id', '=', p.id).executeTakeFirstOrThrow()]);
    const language = c.req.query('lang') === 'ar' ? 'ar' : c.req.query('lang') === 'en' ? 'en' : session.user.language;
    const bytes = await fieldReportWorkbook({ code: row.code, title: row.title }, view, language);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="${row.code}-field-report-${view.today}.xlsx"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  const uploadLimit = bodyLimit({ maxSize: COUNTS_FILE_LIMIT_BYTES + 64 * 1024, onError: (c) => errorResponse(c, 413, 'The file is too large. The limit is 20 MB.') });
  app.post('/api/projects/:id/fieldwork/file', uploadLimit, async (c) => {
    const { session, project: p } = await staffProject(c);
    if (!c.req.header('content-type')?.startsWith('multipart/form-data')) throw new ApiError(415, 'Upload the counts file as multipart/form-data with the field file.');
    await deps.datasets.store.ready();
    const upload = await receiveUpload(c.req.raw, { maxFileBytes: COUNTS_FILE_LIMIT_BYTES, filePath: deps.tempPath('counts') }).catch((error: unknown) => {
      throw error instanceof UploadTooLarge ? new ApiError(413, 'The file is too large. The limit is 20 MB.') : error;
    });
    try {
      if (!upload.file || upload.file.size === 0) throw new ApiError(400, 'Choose a counts file (CSV or Excel).', { fieldErrors: { file: ['Choose a counts file (CSV or Excel).'] } });
      const batch = await countsFileBatch(await readFile(upload.file.path), upload.fields.onError === 'keep_valid' ? 'keep_valid' : 'reject_batch', deps.datasets.importLimits);
      const body = await storeFieldworkBatch(db, p.id, batch, 'file', requestLanguage(c));
      await audit.record(c, session.user, { action: 'fieldwork.file_import', targetType: 'project', targetId: p.id, projectId: p.id, details: { filename: upload.file.name, stored: body.stored, unchanged: body.unchanged, rejected: body.rejected.length } });
      return c.json(body, body.rejected.length > 0 ? 422 : 200);
    } finally {
      if (upload.file) await rm(upload.file.path, { force: true });
    }
  });

  app.post('/api/projects/:id/fieldwork/from-dataset', async (c) => {
    const { session, project: p } = await staffProject(c);
    const input = await readJson(c, fieldworkFromDatasetRequestSchema);
    const language = requestLanguage(c);
    const batch = await datasetBatch(db, deps.datasets, session, p.id, input, language);
    const body = await storeFieldworkBatch(db, p.id, batch, 'dataset', language);
    await audit.record(c, session.user, { action: 'fieldwork.dataset_import', targetType: 'project', targetId: p.id, projectId: p.id, details: { dataItemId: input.dataItemId, stored: body.stored, unchanged: body.unchanged, rejected: body.rejected.length } });
    return c.json(body, body.rejected.length > 0 ? 422 : 200);
  });

  app.get('/api/projects/:id/ingest-keys', async (c) => {
    const { project: p } = await staffProject(c);
    const body: IngestKeyListResponse = { items: await keys.list(p.id) };
    return c.json(body);
  });

  app.post('/api/projects/:id/ingest-keys', async (c) => {
    const { session, project: p } = await staffProject(c);
    const { name } = await readJson(c, createIngestKeyRequestSchema);
    const body: CreateIngestKeyResponse = await keys.create(p.id, name, session.user.id);
    // Never the secret, nor any part of it, in the audit log.
    await audit.record(c, session.user, { action: 'ingest_key.create', targetType: 'project', targetId: p.id, projectId: p.id, details: { keyId: body.key.id, name } });
    return c.json(body, 201);
  });

  app.delete('/api/projects/:id/ingest-keys/:keyId', async (c) => {
    const { session, project: p } = await staffProject(c);
    const revoked = await keys.revoke(p.id, idParam(c.req.param('keyId'), 'key'));
    if (!revoked) throw new ApiError(404, 'There is no such key, or it is already revoked.');
    await audit.record(c, session.user, { action: 'ingest_key.revoke', targetType: 'project', targetId: p.id, projectId: p.id, details: { keyId: revoked.id, name: revoked.name } });
    return c.json(revoked);
  });

  app.get('/api/fieldwork/behind', async (c) => {
    await auth.requireStaff(c);
    const body: BehindProjectsResponse = { items: await projectsBehind(db, now()) };
    return c.json(body);
  });

  // The survey platforms' door: a project key instead of a session, no cookies, its own limits.
  const ingestRule = { name: 'ingest-key', limit: deps.ingestPerMinute, windowMs: 60_000 };
  // The minute's allowance may not arrive in one burst: every request of a flood that gets in is a
  // database write, and the embedded database runs on the event loop pages are served from.
  const burstRule = { name: 'ingest-key-burst', limit: deps.ingestPerSecond, windowMs: 1_000 };
  const floodGuard = memoryRateLimiter(now);
  // A key over its limit waits about a second for its 429: a platform's retry loop cannot turn
  // refusals into a flood that takes the event loop from pages.
  const holdFlood = refusalHold(1_000);
  const ingestLimit = bodyLimit({ maxSize: INGEST_BODY_LIMIT_BYTES, onError: (c) => errorResponse(c, 413, 'The request body is too large: send at most 1,000 records a request.') });
  app.post('/api/ingest/v1/fieldwork', ingestLimit, async (c) => {
    const header = c.req.header('authorization') ?? '';
    const secret = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    // A flood from one key is turned away here, in memory, before it costs a database round trip
    // (the embedded database runs on the event loop, so those would slow every page). The shared
    // limit below still holds across instances.
    if (secret) {
      const hashed = hashIngestSecret(secret);
      const burst = await floodGuard.hit(burstRule, hashed);
      const local = burst.allowed ? await floodGuard.hit(ingestRule, hashed) : burst;
      if (!local.allowed) {
        await holdFlood();
        return errorResponse(c, 429, 'Too many requests with this key. Send larger batches, less often.', { headers: { 'retry-after': String(local.retryAfterSeconds) } });
      }
    }
    const key = secret ? await keys.resolve(secret) : null;
    if (!key) return errorResponse(c, 401, 'Send a live project key as "Authorization: Bearer <key>".', { headers: { 'www-authenticate': 'Bearer realm="fieldwork"' } });
    const limit = await deps.rateLimiter.hit(ingestRule, key.id);
    if (!limit.allowed) return errorResponse(c, 429, 'Too many requests with this key. Send larger batches, less often.', { headers: { 'retry-after': String(limit.retryAfterSeconds) } });
    if (!c.req.header('content-type')?.includes('application/json')) throw new ApiError(415, 'Send the batch as application/json.');
    const input = await readJson(c, ingestRequestSchema);
    const body: IngestResponse = await storeFieldworkBatch(db, key.projectId, input, 'api');
    log.info('fieldwork ingested', { requestId: c.get('requestId'), projectId: key.projectId, keyId: key.id, stored: body.stored, unchanged: body.unchanged, rejected: body.rejected.length });
    return c.json(body, body.rejected.length > 0 ? 422 : 200);
  });

  return app;
}
