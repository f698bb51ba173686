import { rmSync } from 'node:fs';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { timeout } from 'hono/timeout';
import { HTTPException } from 'hono/http-exception';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import type { Logger } from './http/logger';
import { ApiError, errorResponse } from './http/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/outage';
import { CHAT_ENDPOINT, SERVICE_UNAVAILABLE_MESSAGE } from '@swat/shared-contracts';
import { requireSameOrigin } from './http/origin-check';
import type { Metrics } from './http/metrics';
import { requireStorableUrl } from './http/storable-url';
import { failClosed, type RateLimiter } from './http/rate-limit';
import { securityHeaders, type NonceVariables } from './http/security-headers';
import { healthRoutes, type LimiterStoreStatus } from './features/health/routes';
import { createRemoteProbe, type RemoteProbe } from './features/health/remote-probe';
import { shellRoutes } from './features/pages/routes';
import { seoRoutes } from './features/seo/routes';
import { contactRoutes } from './features/contact/routes';
import type { ManifestCache } from './features/remotes/manifest-cache';
import { createAuth, type AuthOptions } from './features/auth/auth';
import { ephemeralSigningKeys, type SigningKeys } from './features/auth/signing-keys';
import { authRoutes } from './features/auth/routes';
import { createRefusalMemory } from './features/auth/refusal-memory';
import { createLoginThrottle } from './features/auth/login-throttle';
import { addressHashSecret, createAddressHasher } from './http/address-hash';
import { clientAddress } from './http/client-address';
import { meRoutes } from './features/users/routes';
import { projectRoutes } from './features/projects/routes';
import { dataItemRoutes } from './features/data-items/routes';
import { dataItemFilesOfProject } from './features/data-items/items';
import { FileStoreUnavailable, type FileStore } from './storage/file-store';
import { createFileStore } from './storage/create-file-store';
import { AnalysableStore } from './features/analysis/analysable-store';
import { createDatasets } from './features/analysis/datasets';
import { createEngine, type AnalysisEngine } from './features/analysis/engine';
import { analysisRoutes, datasetReadLimit } from './features/analysis/routes';
import { fieldworkRoutes } from './features/fieldwork/routes';
import { createFieldworkEvents } from './features/fieldwork/fieldwork-events';
import { clientRoutes } from './features/clients/routes';
import { companyRoutes } from './features/companies/routes';
import { inquiryRoutes } from './features/inquiries/routes';
import { chatRoutes } from './features/chat/routes';
import { workBudget } from './http/work-budget';
import { createKnowledgeSource, type KnowledgeSource } from './features/chat/knowledge';
import { createMailer, type Mailer } from './features/mail/mailer';
import { mailRoutes } from './features/mail/routes';
import { createAuditLog } from './features/audit/audit-log';
import { auditRoutes } from './features/audit/routes';
import { createAccountLinks } from './features/password-reset/account-links';
import { passwordResetRoutes } from './features/password-reset/routes';
import { assertTemporaryPasswordUsable, passwordChangeGate } from './features/password-reset/temporary-password';
import { staffRoutes } from './features/staff/routes';
import { createNotifications } from './features/notifications/notifications';
import { publishingRoutes } from './features/publishing/routes';
import { deliverableRoutes } from './features/deliverables/routes';
import { deliverableFilesOfProject } from './features/deliverables/repository';
import { accountEventHooks } from './features/audit/security-events';
import { conversationRoutes } from './features/conversation/routes';
import { attachmentFilesOfProject } from './features/conversation/messages';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  manifests: ManifestCache;
  rateLimiter: RateLimiter;
  log: Logger;
  /** Access-token signing keys (loadSigningKeys: env or DATA_DIR/jwt-keys.json). Without them, a random per-process key (tests only). */
  signingKeys?: SigningKeys;
  /** Tests move time forward with this; defaults to Date.now. */
  clock?: () => number;
  authOptions?: Pick<AuthOptions, 'reuseGraceMs' | 'loginLimits'>;
  /** What the chat assistant answers from; defaults to the marketing remote's published content. */
  chatKnowledge?: KnowledgeSource;
  /** The mail queue; main.ts starts its worker. Without it, one is made here that only queues. */
  mailer?: Mailer;
  /** Prometheus metrics (http/metrics.ts); main.ts serves them on METRICS_PORT. */
  metrics?: Metrics;
  /** The embedded analytical engine for datasets; one per process by default. */
  analysisEngine?: AnalysisEngine;
  /** Where the rate-limit counters live, for /api/health (Redis is reported when configured). */
  limiterStore?: LimiterStoreStatus;
  /** How /api/health checks a remote; defaults to asking its host for the entry file. */
  probeRemote?: RemoteProbe;
  /** Where stored files go; by default what config.files says (the database, or S3). */
  files?: FileStore;
}

export type AppEnv = { Variables: NonceVariables & { requestId: string } };

/** JSON bodies are small; uploads (multipart) set their own, larger limit on their route. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** What a 503 for an unreachable file store tells a client to wait. */
const FILE_STORE_RETRY_AFTER_SECONDS = 30;

const temporaryDirs = new Set<string>();
/** Throwaway analysis caches (DATA_DIR=memory) go when the process does; one listener for all. */
function removeAtExit(dir: string) {
  if (temporaryDirs.size === 0) process.once('exit', () => temporaryDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  temporaryDirs.add(dir);
}

export function createApp(deps: AppDependencies) {
  const { config, database, manifests, log } = deps;
  const rateLimiter = failClosed(deps.rateLimiter, log);
  const signingKeys = deps.signingKeys ?? ephemeralSigningKeys();
  const keys = signingKeys;
  const now = deps.clock ?? Date.now;
  const hashAddress = createAddressHasher(addressHashSecret(config.addressHashSecret, keys.current.secret));
  // One salted address hash for the audit log, sign-in counters and inquiries (ADDRESS_HASH_SECRET).
  const audit = createAuditLog({ db: database.db, hashAddress, trustProxy: config.trustProxy, log });
  const auth = createAuth({
    db: database.db,
    onTokenReuse: (c, reuse) => audit.record(c, null, { action: 'auth.token_reuse', targetType: 'account', targetId: reuse.userId, details: { familyId: reuse.familyId } }),
    keys,
    clientFingerprint: (c) => hashAddress(`${clientAddress(c, config.trustProxy)}|${c.req.header('user-agent') ?? ''}`),
    publicOrigin: config.publicOrigin,
    accessTokenSeconds: config.auth.accessTokenSeconds,
    refreshTokenSeconds: config.auth.refreshTokenSeconds,
    scryptLog2N: config.auth.scryptLog2N,
    sessionCheckMs: config.auth.sessionCheckMs,
    log,
    ...(deps.clock ? { now: deps.clock } : {}),
    ...deps.authOptions,
  });
  const mailer = deps.mailer ?? createMailer({ db: database.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log });
  const links = createAccountLinks({ db: database.db, mailer, publicOrigin: config.publicOrigin, now });
  const files = deps.files ?? createFileStore(config.files, database.db);
  const notifications = createNotifications({ db: database.db, mailer, publicOrigin: config.publicOrigin, inquiryNotifyTo: config.mail.inquiryNotifyTo, log });
  const fieldworkEvents = createFieldworkEvents({ db: database.db, log });
  const app = new Hono<AppEnv>();
  const remoteOrigins = [...new Set([config.remotes.marketing.publicUrl, config.remotes.portal.publicUrl].map((u) => new URL(u).origin))];

  app.use(requestId());
  if (deps.metrics) app.use(deps.metrics.http);
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use(securityHeaders({ remoteOrigins, analyticsOrigins: config.analytics?.origins ?? [], https: config.publicOrigin.startsWith('https:') }));
  // Only for clients that accept it: looking at a response to compress it turns Node's fast
  // path for a ready byte array into a web stream, which costs more than the page itself.
  const compressResponse = compress();
  app.use((c, next) => (/\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '') ? compressResponse(c, next) : next()));
  // The ingest API is for survey platforms' servers: a project key, no cookies, so no CSRF to stop.
  const sameOrigin = requireSameOrigin([config.publicOrigin]);
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/ingest/') ? next() : sameOrigin(c, next)));
  app.use('/api/*', requireStorableUrl());
  app.use('/api/*', async (c, next) => {
    // GET and HEAD carry no body; asking for one would build a whole Request object for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.header('content-type')?.startsWith('multipart/form-data')) return next();
    // A platform's batch has its own, larger limit (fieldwork routes).
    if (c.req.path.startsWith('/api/ingest/')) return next();
    return bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: (c) => errorResponse(c, 413, 'The request body is too large.') })(c, next);
  });
  // hono/timeout answers the caller but does not stop the handler: database calls finish in the
  // background (harmless); upstream fetches must carry their own AbortSignal. Uploads get longer.
  const timeoutError = () => new HTTPException(503, { message: 'The server took too long to answer. Please try again.' });
  const apiTimeout = timeout(config.requestTimeoutMs, timeoutError);
  const uploadTimeout = timeout(Math.max(config.requestTimeoutMs, 300_000), timeoutError);
  app.use('/api/*', (c, next) => (c.req.header('content-type')?.startsWith('multipart/form-data') ? uploadTimeout(c, next) : apiTimeout(c, next)));
  // API answers are per user: never let a shared cache keep one.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
    // No other site may embed an API answer (e.g. as an image or script) and read it through a side channel.
    c.res.headers.set('cross-origin-resource-policy', 'same-origin');
  });

  app.use('/api/*', passwordChangeGate(auth));

  // Expensive kinds of request each get a site-wide budget (http/work-budget.ts): a flood of one kind,
  // from however many addresses, gets fast 503s past its budget while pages keep their latency.
  // Password hashing has its own fair queue (auth/hashing-queue.ts).
  const lagLimit = (ms: number) => (config.budgets.busyLagMs > 0 ? { maxLagMs: ms } : {});
  const budgets = {
    chat: workBudget({ name: 'chat', concurrency: 4, maxQueued: 12, maxWaitMs: 1_500, maxPerSecond: config.budgets.chatPerSecond, ...lagLimit(config.budgets.busyLagMs), refuseAfterMs: 1_000 }),
    datasets: workBudget({ name: 'datasets', concurrency: 4, maxQueued: 32, maxWaitMs: 10_000, ...lagLimit(Math.max(100, config.budgets.busyLagMs)) }),
    imports: workBudget({ name: 'imports', concurrency: 2, maxQueued: 8, maxWaitMs: 30_000 }),
  };

  app.use(CHAT_ENDPOINT, budgets.chat.middleware);
  app.use('/api/projects/:id/data-items/:dataId/*', budgets.datasets.middleware);
  app.on('POST', '/api/projects/:id/data-items', budgets.imports.middleware);

  app.route('/', healthRoutes({ database, manifests, probeRemote: deps.probeRemote ?? createRemoteProbe(config), limiterStore: deps.limiterStore }));
  const throttle = createLoginThrottle({ db: database.db, limiter: rateLimiter, limits: auth.loginLimits });
  const refusals = createRefusalMemory({ maxSeconds: 5, maxEntries: 10_000, now });
  const hooks = accountEventHooks(audit, { beforeSession: async (_c, user) => assertTemporaryPasswordUsable(user, new Date(now())) });
  app.route('/', authRoutes({ db: database.db, auth, throttle, refusals, hashAddress, trustProxy: config.trustProxy, log, hooks }));
  app.route('/', passwordResetRoutes({ db: database.db, auth, links, audit, rateLimiter, trustProxy: config.trustProxy, log, now }));
  app.route('/', meRoutes({ db: database.db, auth, throttle, refusals, hashAddress, trustProxy: config.trustProxy, audit }));
  app.route(
    '/',
    projectRoutes({
      db: database.db,
      auth,
      audit,
      log,
      files,
      storedFilesOf: async (projectId) => [
        ...(await dataItemFilesOfProject(database.db, projectId)),
        ...(await deliverableFilesOfProject(database.db, projectId)),
        ...(await attachmentFilesOfProject(database.db, projectId)),
      ],
    }),
  );
  app.route('/', auditRoutes({ db: database.db, auth }));
  app.route('/', publishingRoutes({ db: database.db, auth, audit, notifications, now }));
  if (config.analysis.temporary) removeAtExit(config.analysis.cacheDir);
  const engine = deps.analysisEngine ?? createEngine({ tempDirectory: AnalysableStore.spillDirectory(config.analysis.cacheDir) });
  const store = new AnalysableStore(engine, config.analysis.cacheDir);
  // What a crash left in the cache (half-written copies, uploads, spill files) would stay for good.
  void store
    .removeLeftovers()
    .then((removed) => removed > 0 && log.info('removed temporary files left by an earlier process', { removed }))
    .catch((error: unknown) => log.warn('could not clear temporary files left by an earlier process', { error: String(error) }));
  const datasets = createDatasets({ db: database.db, files, store, engine, importLimits: config.analysis.importLimits });
  const datasetReads = datasetReadLimit({ auth, limiter: rateLimiter, perMinute: config.analysis.readsPerMinute });
  const signedDownloads = config.files.backend === 's3' && config.files.signedDownloads;
  app.route('/', dataItemRoutes({ db: database.db, auth, maxUploadBytes: config.maxUploadBytes, log, audit, datasets, datasetReads, files, signedDownloads }));
  app.route(
    '/',
    deliverableRoutes({
      db: database.db,
      auth,
      audit,
      files,
      log,
      maxBytes: config.maxDeliverableBytes,
      tempPath: async (name) => {
        await datasets.store.ready();
        return datasets.store.tempPath(name);
      },
      signedDownloads,
    }),
  );
  app.route('/', analysisRoutes({ db: database.db, auth, datasets, datasetReads, audit }));
  app.route(
    '/',
    fieldworkRoutes({
      db: database.db,
      auth,
      audit,
      log,
      rateLimiter,
      events: fieldworkEvents,
      datasets,
      ingestPerMinute: config.ingestPerMinute,
      ingestPerSecond: config.ingestPerSecond,
      onStageChanged: (projectId, change) => notifications.stageChanged(projectId, change),
      tempPath: (name) => datasets.store.tempPath(name),
      now,
    }),
  );
  app.route('/', conversationRoutes({ db: database.db, auth, audit, files, log, publicOrigin: config.publicOrigin, onMailQueued: () => mailer.nudge(), now }));
  app.route('/', clientRoutes({ db: database.db, auth, log, audit, links }));
  app.route('/', companyRoutes({ db: database.db, auth, links, audit, log }));
  app.route('/', staffRoutes({ db: database.db, auth, links, audit, log }));
  app.route('/', mailRoutes({ db: database.db, auth, smtpConfigured: mailer.smtpConfigured }));
  app.route('/', inquiryRoutes({ db: database.db, auth, audit }));
  app.route('/', seoRoutes(config, manifests));
  app.route('/', contactRoutes({ db: database.db, rateLimiter, trustProxy: config.trustProxy, log, hashAddress, onStored: (inquiry) => notifications.inquiryReceived(inquiry) }));
  app.route(
    '/',
    chatRoutes({
      config,
      db: database.db,
      auth,
      rateLimiter,
      hashAddress,
      knowledge: deps.chatKnowledge ?? createKnowledgeSource({ manifests, marketingUrl: config.remotes.marketing.internalUrl, log }),
      log,
      onInquiryStored: (inquiry) => notifications.inquiryReceived(inquiry),
      ...(deps.clock ? { clock: deps.clock } : {}),
    }),
  );
  app.route('/', shellRoutes(config, manifests, log));

  app.all('/api/*', (c) => errorResponse(c, 404, 'There is no such API endpoint.'));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.status, error.message, error.options);
    if (error instanceof HTTPException) return errorResponse(c, error.status, error.message || 'The request could not be processed.');
    // Before the database check: the store's connection errors look like the database's.
    if (error instanceof FileStoreUnavailable) {
      log.warn('file store unavailable', { requestId: c.get('requestId'), path: c.req.path, error: error.cause });
      return errorResponse(c, 503, error.message, { headers: { 'retry-after': String(FILE_STORE_RETRY_AFTER_SECONDS) } });
    }
    if (isDatabaseUnavailable(error)) {
      log.warn('database unavailable', { requestId: c.get('requestId'), path: c.req.path, error });
      return errorResponse(c, 503, SERVICE_UNAVAILABLE_MESSAGE, { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } });
    }
    log.error('unhandled error', { requestId: c.get('requestId'), path: c.req.path, error });
    return errorResponse(c, 500, 'Something went wrong on our side. Please try again.');
  });
  return app;
}
