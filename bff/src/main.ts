import { serve } from '@hono/node-server';
import { loadConfig } from './config/env';
import { migrateToLatest, openDatabase } from './db/database';
import { createLogger } from './http/logger';
import { createManifestCache } from './features/remotes/manifest-cache';
import { createApp } from './app';
import { createRateLimiter } from './http/create-rate-limiter';
import { loadSigningKeys } from './features/auth/signing-keys';
import { createPasswordHasher } from './features/auth/passwords';
import { seed } from './features/seed/seed';
import { startRetention } from './features/chat/transcripts';
import { createMailer } from './features/mail/mailer';
import { createMetrics, startMetricsServer } from './http/metrics';
import { createKnowledgeSource } from './features/chat/knowledge';
import { createFileStore } from './storage/create-file-store';

const config = loadConfig();
const log = createLogger(config.logLevel);

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrateToLatest(database.db);
log.info('database ready', { kind: database.kind, migrationsApplied: applied });
const files = createFileStore(config.files, database.db);
log.info('file store ready', config.files.backend === 's3' ? { backend: 's3', bucket: config.files.s3.bucket, endpoint: config.files.s3.endpoint ?? 'aws', signedDownloads: config.files.signedDownloads } : { backend: 'database' });
await seed({ db: database.db, hasher: createPasswordHasher({ log2N: config.auth.scryptLog2N }), settings: config.seed, dataDir: config.dataDir, log, files });

const chatRetention = startRetention({ db: database.db, retentionDays: config.chat.retentionDays, log });
const manifests = createManifestCache(config, log);
const rateLimiter = createRateLimiter(config, database, log);
const signingKeys = await loadSigningKeys({ jwtSecret: config.auth.jwtSecret, jwtSecretPrevious: config.auth.jwtSecretPrevious, dataDir: config.dataDir });
// The queue lives in the database: messages queued before a restart are sent after it, by whichever instance claims them.
const mailer = createMailer({ db: database.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log });
mailer.start();
const metrics = config.metrics ? createMetrics() : undefined;
metrics?.watchPool(() => database.poolStats());
const limiter = metrics ? metrics.countRateLimits(rateLimiter.limiter) : rateLimiter.limiter;
const chatKnowledge = createKnowledgeSource({ manifests, marketingUrl: config.remotes.marketing.internalUrl, log });
// Built now, while nobody is waiting: the index takes about a second of CPU, which the first
// visitor's question (and, under load, every request behind it) would otherwise pay. Built after
// the route manifests are in: that second blocks the event loop, and a manifest answer held behind
// it on a slow machine timed out, so pages were "temporarily unavailable" for a few seconds.
void manifests
  .all()
  .then(() => chatKnowledge.get())
  .catch((error: unknown) => log.warn('chat knowledge not warmed at start', { error }));
const app = createApp({ config, database, manifests, rateLimiter: limiter, limiterStore: rateLimiter.store, log, signingKeys, mailer, chatKnowledge, files, ...(metrics ? { metrics } : {}) });
const metricsServer =
  metrics && config.metrics
    ? await startMetricsServer(metrics.registry, config.metrics).then((server) => {
        log.info('metrics listening', { port: config.metrics!.port, host: config.metrics!.host, token: config.metrics!.token ? 'required' : 'none' });
        return server;
      })
    : null;

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info('bff listening', { url: `http://localhost:${info.port}`, publicOrigin: config.publicOrigin });
});

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  // In-flight requests finish; new connections are refused. Then the pool closes.
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    chatRetention.stop();
    await mailer.stop().catch(() => {});
    metricsServer?.close();
    await rateLimiter.close().catch(() => {});
    await database.close().catch(() => {});
    clearTimeout(force);
    process.exit(0);
  });
  // Idle keep-alive sockets would hold close() open.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
