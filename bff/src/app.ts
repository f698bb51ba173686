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
import { SERVICE_UNAVAILABLE_MESSAGE } from '@swat/shared-contracts';
import { requireSameOrigin } from './http/origin-check';
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
import { createLoginThrottle } from './features/auth/login-throttle';
import { addressHashSecret, createAddressHasher } from './http/address-hash';
import { clientAddress } from './http/client-address';
import { meRoutes } from './features/users/routes';
import { projectRoutes } from './features/projects/routes';
import { dataItemRoutes } from './features/data-items/routes';
import { clientRoutes } from './features/clients/routes';
import { inquiryRoutes } from './features/inquiries/routes';
import { chatRoutes } from './features/chat/routes';
import { createKnowledgeSource, type KnowledgeSource } from './features/chat/knowledge';

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
  /** Where the rate-limit counters live, for /api/health (Redis is reported when configured). */
  limiterStore?: LimiterStoreStatus;
  /** How /api/health checks a remote; defaults to asking its host for the entry file. */
  probeRemote?: RemoteProbe;
}

export type AppEnv = { Variables: NonceVariables & { requestId: string } };

/** JSON bodies are small; uploads (multipart) set their own, larger limit on their route. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export function createApp(deps: AppDependencies) {
  const { config, database, manifests, log } = deps;
  const rateLimiter = failClosed(deps.rateLimiter, log);
  const keys = deps.signingKeys ?? ephemeralSigningKeys();
  const hashAddress = createAddressHasher(addressHashSecret(config.addressHashSecret, keys.current.secret));
  const auth = createAuth({
    db: database.db,
    keys,
    clientFingerprint: (c) => hashAddress(`${clientAddress(c, config.trustProxy)}|${c.req.header('user-agent') ?? ''}`),
    publicOrigin: config.publicOrigin,
    accessTokenSeconds: config.auth.accessTokenSeconds,
    refreshTokenSeconds: config.auth.refreshTokenSeconds,
    scryptLog2N: config.auth.scryptLog2N,
    log,
    ...(deps.clock ? { now: deps.clock } : {}),
    ...deps.authOptions,
  });
  const app = new Hono<AppEnv>();
  const remoteOrigins = [...new Set([config.remotes.marketing.publicUrl, config.remotes.portal.publicUrl].map((u) => new URL(u).origin))];

  app.use(requestId());
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
  app.use(securityHeaders({ remoteOrigins, analyticsOrigins: config.analyticsOrigins, https: config.publicOrigin.startsWith('https:') }));
  app.use(compress());
  app.use('/api/*', requireSameOrigin([config.publicOrigin]));
  app.use('/api/*', requireStorableUrl());
  app.use('/api/*', async (c, next) => {
    if (c.req.header('content-type')?.startsWith('multipart/form-data')) return next();
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

  app.route('/', healthRoutes({ database, manifests, probeRemote: deps.probeRemote ?? createRemoteProbe(config), limiterStore: deps.limiterStore }));
  const throttle = createLoginThrottle({ db: database.db, limiter: rateLimiter, limits: auth.loginLimits });
  app.route('/', authRoutes({ db: database.db, auth, throttle, hashAddress, trustProxy: config.trustProxy, log }));
  app.route('/', meRoutes({ db: database.db, auth, throttle, hashAddress, trustProxy: config.trustProxy }));
  app.route('/', projectRoutes({ db: database.db, auth }));
  app.route('/', dataItemRoutes({ db: database.db, auth, maxUploadBytes: config.maxUploadBytes, log }));
  app.route('/', clientRoutes({ db: database.db, auth, log }));
  app.route('/', inquiryRoutes({ db: database.db, auth }));
  app.route('/', seoRoutes(config, manifests));
  app.route('/', contactRoutes({ db: database.db, rateLimiter, trustProxy: config.trustProxy, log, hashAddress }));
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
      ...(deps.clock ? { clock: deps.clock } : {}),
    }),
  );
  app.route('/', shellRoutes(config, manifests));

  app.all('/api/*', (c) => errorResponse(c, 404, 'There is no such API endpoint.'));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.status, error.message, error.options);
    if (error instanceof HTTPException) return errorResponse(c, error.status, error.message || 'The request could not be processed.');
    if (isDatabaseUnavailable(error)) {
      log.warn('database unavailable', { requestId: c.get('requestId'), path: c.req.path, error });
      return errorResponse(c, 503, SERVICE_UNAVAILABLE_MESSAGE, { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } });
    }
    log.error('unhandled error', { requestId: c.get('requestId'), path: c.req.path, error });
    return errorResponse(c, 500, 'Something went wrong on our side. Please try again.');
  });
  return app;
}
