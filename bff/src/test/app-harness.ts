import { API_REQUEST_HEADER, API_REQUEST_HEADER_VALUE } from '@swat/shared-contracts';
import { loadConfig, type AppConfig } from '../config/env';
import { createApp, type AppDependencies } from '../app';
import type { Database } from '../db/database';
import type { UserRole } from '../db/schema';
import { createLogger } from '../http/logger';
import { databaseRateLimiter } from '../http/rate-limit';
import type { ManifestCache } from '../features/remotes/manifest-cache';
import { createPasswordHasher } from '../features/auth/passwords';
import { loadSigningKeys, type SigningKeys } from '../features/auth/signing-keys';
import { createUser } from '../features/users/users';

export const TEST_ORIGIN = 'http://localhost:8080';
export const TEST_SECRET = 'test-secret-for-vitest-only-0123456789abcdef';
export const TEST_PASSWORD = 'correct horse battery';
/** Tests hash with scrypt N=2^10; the real cost (2^17) is covered once in passwords.test.ts. */
export const TEST_SCRYPT_LOG2N = '10';

const noManifests: ManifestCache = { get: async () => null, all: async () => ({ marketing: null, portal: null }) };

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Partial<AppDependencies>;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: AppConfig;
  database: Database;
  keys: SigningKeys;
  /** Every log line the app wrote. */
  logs: string[];
  clock: { now: number; advance(ms: number): void };
  agent(): Agent;
  /** `companyId`: a client joining an existing company (as a colleague unless `lead`); without it a client gets a company of their own. */
  addUser(role: UserRole, email?: string, extra?: { name?: string; company?: string; companyId?: string; lead?: boolean }): Promise<{ id: string; email: string; password: string }>;
  /** A signed-in agent for a new user of that role. */
  signedIn(role: UserRole, email?: string): Promise<Agent & { user: { id: string; email: string; password: string } }>;
}

let counter = 0;

/** A real createApp over a real (test) database, driven through app.request. */
export async function createTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  // Tests send bursts a real visitor never would; the work budgets' own tests set them as production does.
  const config = loadConfig({ PUBLIC_ORIGIN: TEST_ORIGIN, SCRYPT_LOG2N: TEST_SCRYPT_LOG2N, LOG_LEVEL: 'debug', DATA_DIR: 'memory', CHAT_ANSWERS_PER_SECOND: '1000000', BUSY_LAG_MS: '0', ...options.env });
  const logs: string[] = [];
  const log = createLogger('debug', (line) => logs.push(line));
  const keys = await loadSigningKeys({ jwtSecret: TEST_SECRET, jwtSecretPrevious: options.env?.JWT_SECRET_PREVIOUS, dataDir: 'memory' });
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const app = createApp({
    config,
    database,
    manifests: noManifests,
    rateLimiter: databaseRateLimiter(database.db, () => clock.now),
    log,
    signingKeys: keys,
    clock: () => clock.now,
    authOptions: { loginLimits: { perAccount: 1000, perAddress: 1000, perAccountAddress: 1000 } },
    ...options.deps,
  });
  const hasher = createPasswordHasher({ log2N: Number(TEST_SCRYPT_LOG2N) });
  const origin = new URL(config.publicOrigin).origin;
  const agent = () => new Agent(app, origin);
  const addUser: TestApp['addUser'] = async (role, email, extra = {}) => {
    const address = email ?? `${role}${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const row = await createUser(database.db, hasher, { email: address, name: extra.name ?? `Test ${role} ${counter}`, role, password: TEST_PASSWORD, company: extra.company ?? null, companyId: extra.companyId, companyLead: extra.lead });
    return { id: row.id, email: row.email, password: TEST_PASSWORD };
  };
  return {
    app,
    config,
    database,
    keys,
    logs,
    clock,
    agent,
    addUser,
    async signedIn(role, email) {
      const user = await addUser(role, email);
      const a = agent();
      const res = await a.post(role === 'client' ? '/api/client/login' : '/api/admin/login', { email: user.email, password: user.password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return Object.assign(a, { user });
    },
  };
}

/** A browser stand-in: keeps cookies, sends Origin on unsafe methods like a browser does, and the site's API header like its pages do. */
export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: ReturnType<typeof createApp>,
    private readonly origin: string,
  ) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !headers.has('origin')) headers.set('origin', this.origin);
    // The site's own pages send the API header on every call (see API_REQUEST_HEADER); a test that means to omit it passes ''.
    if (!headers.has(API_REQUEST_HEADER)) headers.set(API_REQUEST_HEADER, API_REQUEST_HEADER_VALUE);
    else if (headers.get(API_REQUEST_HEADER) === '') headers.delete(API_REQUEST_HEADER);
    if (this.cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const { json: _json, ...rest } = init;
    const res = await this.app.request(path, { ...rest, method, headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  get(path: string, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'GET' });
  }
  post(path: string, json?: unknown, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'POST', json });
  }
  put(path: string, json?: unknown, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'PUT', json });
  }
  patch(path: string, json?: unknown, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'PATCH', json });
  }
  delete(path: string, init: RequestInit = {}) {
    return this.request(path, { ...init, method: 'DELETE' });
  }
}
