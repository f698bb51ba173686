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
});

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
  };
}
