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
  /** HMAC secret for access tokens (at least 32 characters); without it a key is generated under DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  /** The secret being rotated out: tokens it signed stay valid until they expire. */
  JWT_SECRET_PREVIOUS: z.string().min(32, 'use at least 32 characters').optional(),
  /** Key for the salted hashes of client addresses (rate limits, known sign-in addresses, inquiries); derived from the signing key when unset. */
  ADDRESS_HASH_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** log2 of scrypt's N. 17 is OWASP's figure; lower only for tests. */
  SCRYPT_LOG2N: z.coerce.number().int().min(10).max(20).default(17),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** Space- or comma-separated origins of a tag manager; added to the CSP only when set. */
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
  /** Chat transcripts older than this are deleted. */
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
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
  addressHashSecret: string | undefined;
  auth: AuthSettings;
  maxUploadBytes: number;
  requestTimeoutMs: number;
  analyticsOrigins: string[];
  seed: SeedSettings;
  chat: ChatSettings;
}

export interface ChatSettings {
  /** null: the built-in assistant answers alone. */
  upstream: { url: string; key: string | undefined; model: string; timeoutMs: number } | null;
  retentionDays: number;
}

export interface AuthSettings {
  jwtSecret: string | undefined;
  jwtSecretPrevious: string | undefined;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  scryptLog2N: number;
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
    addressHashSecret: e.ADDRESS_HASH_SECRET,
    auth: {
      jwtSecret: e.JWT_SECRET,
      jwtSecretPrevious: e.JWT_SECRET_PREVIOUS,
      accessTokenSeconds: e.ACCESS_TOKEN_MINUTES * 60,
      refreshTokenSeconds: e.REFRESH_TOKEN_DAYS * 86_400,
      scryptLog2N: e.SCRYPT_LOG2N,
    },
    maxUploadBytes: Math.floor(e.MAX_UPLOAD_MB * 1024 * 1024),
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    analyticsOrigins: parseOrigins(e.ANALYTICS_ORIGINS),
    seed: {
      staff: e.SEED_STAFF_EMAIL && e.SEED_STAFF_PASSWORD ? { email: e.SEED_STAFF_EMAIL, password: e.SEED_STAFF_PASSWORD } : null,
      client: e.SEED_CLIENT_EMAIL && e.SEED_CLIENT_PASSWORD ? { email: e.SEED_CLIENT_EMAIL, password: e.SEED_CLIENT_PASSWORD } : null,
      demoPassword: e.DEMO_PASSWORD,
      demo: e.SEED_DEMO === '1' || e.SEED_DEMO === 'true',
    },
    chat: {
      upstream: e.CHAT_UPSTREAM_URL ? { url: e.CHAT_UPSTREAM_URL.replace(/\/+$/, ''), key: e.CHAT_UPSTREAM_KEY, model: e.CHAT_MODEL, timeoutMs: e.CHAT_UPSTREAM_TIMEOUT_MS } : null,
      retentionDays: e.CHAT_RETENTION_DAYS,
    },
  };
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
