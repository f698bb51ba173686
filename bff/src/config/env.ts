import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_ORIGIN: z.url().optional(),
  MARKETING_REMOTE_URL: z.url().default('http://localhost:8081/'),
  PORTAL_REMOTE_URL: z.url().default('http://localhost:8082/'),
  /** Where the bff itself reaches a remote, when that differs from the browser's URL (containers). */
  MARKETING_REMOTE_INTERNAL_URL: z.url().optional(),
  PORTAL_REMOTE_INTERNAL_URL: z.url().optional(),
  MANIFEST_REFRESH_SECONDS: z.coerce.number().int().min(1).default(30),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  SHELL_DIST: z.string().default(path.join(packageDir, '../shell/dist')),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Set to 1 only behind a proxy that overwrites X-Forwarded-For. */
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** Rate-limit counters in Redis; without it they live in the database. */
  REDIS_URL: z.string().min(1).optional(),
  /** Start of every Redis key the bff writes, so several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/, 'letters, digits, colon, dash or underscore').default('swat:'),
  /** HMAC secret for access tokens (at least 32 characters); without it a key is generated under DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  /** The secret being rotated out: tokens it signed stay valid until they expire. */
  JWT_SECRET_PREVIOUS: z.string().min(32, 'use at least 32 characters').optional(),
  /** Key for the salted hashes of client addresses (rate limits, known sign-in addresses, inquiries); derived from the signing key when unset. */
  ADDRESS_HASH_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** How long each bff process may reuse its last check that a session is live and its account enabled; changes made through another instance take at most this long. */
  SESSION_CHECK_SECONDS: z.coerce.number().min(0).max(15).default(5),
  /** log2 of scrypt's N. 17 is OWASP's figure; lower only for tests. */
  SCRYPT_LOG2N: z.coerce.number().int().min(10).max(20).default(17),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  /** The largest deliverable (report, deck) staff may upload; streamed to the file store, never held in memory. */
  MAX_DELIVERABLE_MB: z.coerce.number().positive().max(2048).default(100),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** A tag-manager container id (GTM-…): with it, a consent banner asks first and the tag loads only after "yes". */
  ANALYTICS_TAG_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a tag-manager container id like GTM-AB12CD3')
    .optional(),
  /** Where the container script comes from; a local stand-in in tests. */
  ANALYTICS_TAG_ORIGIN: z.url().default('https://www.googletagmanager.com'),
  /** Space- or comma-separated origins the tag talks to; in the CSP only while a tag is configured. */
  ANALYTICS_ORIGINS: z.string().optional(),
  SEED_STAFF_EMAIL: z.email().optional(),
  SEED_STAFF_PASSWORD: z.string().min(10).optional(),
  SEED_CLIENT_EMAIL: z.email().optional(),
  SEED_CLIENT_PASSWORD: z.string().min(10).optional(),
  /** One password for every demo account (e2e tests); otherwise each gets a generated one. */
  DEMO_PASSWORD: z.string().min(10).optional(),
  /** Set to 0 to start with an empty database and no demo accounts. */
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).default('1'),
  /** Base URL of an OpenAI-compatible API (…/v1); without it the chat answers from the site's own content. */
  CHAT_UPSTREAM_URL: z.url().optional(),
  CHAT_UPSTREAM_KEY: z.string().min(1).optional(),
  CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  CHAT_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Port of the Prometheus endpoint (GET /metrics); unset: no metrics are served. Never publish it. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Interface of the metrics port; defaults to HOST. */
  METRICS_HOST: z.string().min(1).optional(),
  /** When set, a scrape must send `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  /** Chat transcripts older than this are deleted. */
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** smtp(s)://user:pass@host:port; without it mail is held in the outbox staff read in the admin area. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'use smtp://… or smtps://…').optional(),
  MAIL_FROM: z.string().min(3).default('SWAT Research <no-reply@swatresearch.ae>'),
  /** Comma-separated addresses told of each new inquiry; without it, every active admin. */
  INQUIRY_NOTIFY_TO: z.string().optional(),
  /** Local folder for the analysable copies (Parquet) of datasets; a cache rebuilt from the database on demand. */
  ANALYSIS_CACHE_DIR: z.string().optional(),
  /** Wall time one import (reading an uploaded table into its analysable copy) may take; its thread is stopped past it. */
  IMPORT_TIME_LIMIT_SECONDS: z.coerce.number().positive().max(3600).default(120),
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(100_000_000).default(2_000_000),
  IMPORT_MAX_COLUMNS: z.coerce.number().int().min(1).max(100_000).default(2_000),
  /** How large a table may grow once read: its normalised copy, and a workbook's unpacked parts. */
  IMPORT_MAX_EXPANDED_MB: z.coerce.number().int().min(1).max(65_536).default(1024),
  /** Dataset reads (rows, columns, results, exports) one user may make per minute. */
  DATASET_READS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(240),
  /**
   * Stored files (data-item originals, deliverables, attachments) go to S3-compatible object
   * storage when S3_BUCKET is set; without it they stay in the database, which needs no shared disk
   * either. Every instance must have the same S3 settings. The bucket must exist and stay private.
   */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lowercase letters, digits, dots or dashes').optional(),
  /** The store's URL for MinIO and other S3-compatible servers (http://minio:9000); unset for Amazon S3. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; without them the SDK's own chain (instance role, AWS_* variables, profile) is used. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** 1 for servers that take the bucket in the path (MinIO, most self-hosted stores) rather than in the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** 1: a download answers with a redirect to a signed link valid for at most 5 minutes, so the bytes skip the bff; 0: the bff streams them. */
  S3_SIGNED_DOWNLOADS: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** The store's URL as browsers reach it, when signed links must name another address than S3_ENDPOINT (a container network's host name). */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  /** Requests a minute one survey platform's key may send to the ingest API. */
  INGEST_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Requests one key may send in any one second, so the minute's allowance cannot arrive as one burst. */
  INGEST_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Chat answers the whole process starts a second; past it, a held 503 (http/work-budget.ts). */
  CHAT_ANSWERS_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(25),
  /** While expensive requests arrive fast, refuse them when the event loop runs this many ms late; 0: never. */
  BUSY_LAG_MS: z.coerce.number().int().min(0).max(10_000).default(30),
});

/** Every variable the bff reads; docker-compose.yml is checked against this list. */
export const BFF_ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  port: number;
  host: string;
  publicOrigin: string;
  remotes: { marketing: RemoteLocation; portal: RemoteLocation };
  manifestRefreshMs: number;
  databaseUrl: string | undefined;
  dataDir: string;
  shellDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  addressHashSecret: string | undefined;
  auth: AuthSettings;
  maxUploadBytes: number;
  maxDeliverableBytes: number;
  requestTimeoutMs: number;
  /** null: no analytics tag, no banner, no analytics origin in the CSP. */
  analytics: AnalyticsSettings | null;
  seed: SeedSettings;
  chat: ChatSettings;
  mail: MailSettings;
  /** null: no metrics endpoint. */
  metrics: { port: number; host: string; token: string | undefined } | null;
  analysis: { cacheDir: string; readsPerMinute: number; /** A per-process folder to delete at exit (tests). */ temporary: boolean; importLimits: ImportLimits };
  files: FileStoreSettings;
  ingestPerMinute: number;
  ingestPerSecond: number;
  budgets: { chatPerSecond: number; busyLagMs: number };
}

/** Where stored files go: the database (default) or an S3-compatible bucket. */
export type FileStoreSettings = { backend: 'database' } | { backend: 's3'; s3: S3Settings; signedDownloads: boolean };

export interface S3Settings {
  bucket: string;
  /** undefined: Amazon S3 at the region's own address. */
  endpoint: string | undefined;
  region: string;
  /** undefined: the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** The endpoint signed links name; S3_ENDPOINT when unset. */
  publicEndpoint: string | undefined;
}

/**
 * What one import may cost. A file can be small on the wire and still cost a core for ever (an
 * SPSS file that declares no variables), gigabytes of memory (a workbook of compressed
 * whitespace) or a copy too wide for the engine: every import is held to these.
 */
export interface ImportLimits {
  /** Wall time for reading the file and writing its copy; the import thread is stopped past it. */
  timeMs: number;
  maxRows: number;
  maxColumns: number;
  /** Bytes the normalised copy, and a workbook's unpacked parts, may reach. */
  maxExpandedBytes: number;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  inquiryNotifyTo: string[];
}

export interface ChatSettings {
  /** null: the built-in assistant answers alone. */
  upstream: { url: string; key: string | undefined; model: string; timeoutMs: number } | null;
  retentionDays: number;
  /** Where transcripts held through a database outage are also written, to survive a restart; null with DATA_DIR=memory. */
  transcriptSpool: string | null;
}

export interface AuthSettings {
  jwtSecret: string | undefined;
  jwtSecretPrevious: string | undefined;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  scryptLog2N: number;
  sessionCheckMs: number;
}

export interface SeedSettings {
  staff: { email: string; password: string } | null;
  client: { email: string; password: string } | null;
  demoPassword: string | undefined;
  demo: boolean;
}

export interface RemoteLocation {
  /** The URL the browser loads the remote from. */
  publicUrl: string;
  /** The URL the bff reads the remote's manifest from. */
  internalUrl: string;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicOrigin: new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin,
    remotes: {
      marketing: { publicUrl: withSlash(e.MARKETING_REMOTE_URL), internalUrl: withSlash(e.MARKETING_REMOTE_INTERNAL_URL ?? e.MARKETING_REMOTE_URL) },
      portal: { publicUrl: withSlash(e.PORTAL_REMOTE_URL), internalUrl: withSlash(e.PORTAL_REMOTE_INTERNAL_URL ?? e.PORTAL_REMOTE_URL) },
    },
    manifestRefreshMs: e.MANIFEST_REFRESH_SECONDS * 1000,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    shellDist: path.resolve(e.SHELL_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    addressHashSecret: e.ADDRESS_HASH_SECRET,
    auth: {
      jwtSecret: e.JWT_SECRET,
      jwtSecretPrevious: e.JWT_SECRET_PREVIOUS,
      accessTokenSeconds: e.ACCESS_TOKEN_MINUTES * 60,
      refreshTokenSeconds: e.REFRESH_TOKEN_DAYS * 86_400,
      scryptLog2N: e.SCRYPT_LOG2N,
      sessionCheckMs: e.SESSION_CHECK_SECONDS * 1000,
    },
    maxUploadBytes: Math.floor(e.MAX_UPLOAD_MB * 1024 * 1024),
    maxDeliverableBytes: Math.floor(e.MAX_DELIVERABLE_MB * 1024 * 1024),
    analysis: {
      // A throwaway data dir ('memory', tests) gets a throwaway cache in the system's temp folder.
      cacheDir: path.resolve(e.ANALYSIS_CACHE_DIR ?? (e.DATA_DIR === 'memory' ? path.join(os.tmpdir(), `swat-analysis-${process.pid}`) : path.join(e.DATA_DIR, 'analysis-cache'))),
      readsPerMinute: e.DATASET_READS_PER_MINUTE,
      temporary: !e.ANALYSIS_CACHE_DIR && e.DATA_DIR === 'memory',
      importLimits: {
        timeMs: e.IMPORT_TIME_LIMIT_SECONDS * 1000,
        maxRows: e.IMPORT_MAX_ROWS,
        maxColumns: e.IMPORT_MAX_COLUMNS,
        maxExpandedBytes: e.IMPORT_MAX_EXPANDED_MB * 1024 * 1024,
      },
    },
    ingestPerMinute: e.INGEST_REQUESTS_PER_MINUTE,
    ingestPerSecond: e.INGEST_REQUESTS_PER_SECOND,
    budgets: { chatPerSecond: e.CHAT_ANSWERS_PER_SECOND, busyLagMs: e.BUSY_LAG_MS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    analytics: analyticsSettings(e.ANALYTICS_TAG_ID, e.ANALYTICS_TAG_ORIGIN, e.ANALYTICS_ORIGINS),
    seed: {
      staff: e.SEED_STAFF_EMAIL && e.SEED_STAFF_PASSWORD ? { email: e.SEED_STAFF_EMAIL, password: e.SEED_STAFF_PASSWORD } : null,
      client: e.SEED_CLIENT_EMAIL && e.SEED_CLIENT_PASSWORD ? { email: e.SEED_CLIENT_EMAIL, password: e.SEED_CLIENT_PASSWORD } : null,
      demoPassword: e.DEMO_PASSWORD,
      demo: e.SEED_DEMO === '1' || e.SEED_DEMO === 'true',
    },
    chat: {
      upstream: e.CHAT_UPSTREAM_URL ? { url: e.CHAT_UPSTREAM_URL.replace(/\/+$/, ''), key: e.CHAT_UPSTREAM_KEY, model: e.CHAT_MODEL, timeoutMs: e.CHAT_UPSTREAM_TIMEOUT_MS } : null,
      retentionDays: e.CHAT_RETENTION_DAYS,
      transcriptSpool: e.DATA_DIR === 'memory' ? null : path.join(path.resolve(e.DATA_DIR), 'chat-transcripts.spool.jsonl'),
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      inquiryNotifyTo: (e.INQUIRY_NOTIFY_TO ?? '').split(/[\s,]+/).filter(Boolean),
    },
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.HOST, token: e.METRICS_TOKEN },
    files: fileStoreSettings(e),
  };
}

const yes = (flag: '0' | '1' | 'true' | 'false') => flag === '1' || flag === 'true';

function fileStoreSettings(e: z.infer<typeof envSchema>): FileStoreSettings {
  if (!e.S3_BUCKET) {
    // A half-made S3 setup would quietly keep files in the database: say so instead.
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_ENDPOINT'] as const).filter((name) => e[name] !== undefined);
    if (stray.length > 0) throw new Error(`Invalid environment: S3_BUCKET: set it too, or remove ${stray.join(', ')} (without a bucket, files stay in the database)`);
    return { backend: 'database' };
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) throw new Error('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  return {
    backend: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
      forcePathStyle: yes(e.S3_FORCE_PATH_STYLE),
      publicEndpoint: e.S3_PUBLIC_ENDPOINT,
    },
    signedDownloads: yes(e.S3_SIGNED_DOWNLOADS),
  };
}

export interface AnalyticsSettings {
  tagId: string;
  scriptUrl: string;
  /** For the CSP: the tag manager's own origin and those the tag reports to. */
  origins: string[];
}

/** The origins a Google Tag Manager container with a Google Analytics tag uses, unless ANALYTICS_ORIGINS says otherwise. */
const DEFAULT_ANALYTICS_ORIGINS = ['https://www.google-analytics.com', 'https://region1.google-analytics.com'];

function analyticsSettings(tagId: string | undefined, tagOrigin: string, originList: string | undefined): AnalyticsSettings | null {
  const extra = parseOrigins(originList);
  if (!tagId) return null;
  const scriptOrigin = new URL(tagOrigin).origin;
  const origins = [...new Set([scriptOrigin, ...(originList ? extra : DEFAULT_ANALYTICS_ORIGINS)])];
  return { tagId, scriptUrl: `${scriptOrigin}/gtm.js?id=${encodeURIComponent(tagId)}`, origins };
}

function parseOrigins(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((u) => {
      try {
        const origin = new URL(u).origin;
        if (origin === 'null') throw new Error('no origin');
        return origin;
      } catch {
        throw new Error(`Invalid environment: ANALYTICS_ORIGINS: ${u} is not an origin like https://www.googletagmanager.com`);
      }
    });
}
