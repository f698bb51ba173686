import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RateLimiter } from './rate-limit';

/** Connections of the database pool at one moment (PGlite: its one connection and the callers queued for it). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  registry: Registry;
  /** Counts and times every request by method, route pattern (never the raw path) and status. */
  http: MiddlewareHandler;
  /** The same limiter, counting each decision it makes. */
  countRateLimits(limiter: RateLimiter): RateLimiter;
  /** Read at each scrape. */
  watchPool(stats: () => PoolStats | null): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern that answered, e.g. `/api/projects/:id`: raw paths would give every
 * project id (and every scanner's guess) a time series of its own.
 */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    return matchedRoutes(c)[c.req.routeIndex]?.path ?? 'unmatched';
  } catch {
    return 'unmatched';
  }
}

/** One registry per process (tests build several apps in one process, each with its own). */
export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });

  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'] as const, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its response, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const decisions = new Counter({ name: 'rate_limit_decisions_total', help: 'Rate-limit checks by rule and outcome (allowed, refused, or error when the counter store failed).', labelNames: ['rule', 'decision'] as const, registers: [registry] });
  const pools: (() => PoolStats | null)[] = [];
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (total, idle) and callers waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const read of pools) {
        const stats = read();
        if (!stats) continue;
        this.inc({ state: 'total' }, stats.total);
        this.inc({ state: 'idle' }, stats.idle);
        this.inc({ state: 'waiting' }, stats.waiting);
      }
    },
  });

  return {
    registry,
    http: async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        const labels = { method: METHODS.has(c.req.method) ? c.req.method : 'OTHER', route: routeOf(c), status: String(c.res.status) };
        requests.inc(labels);
        duration.observe(labels, (performance.now() - started) / 1000);
      }
    },
    countRateLimits(limiter) {
      return {
        // A check before the work is a decision too (the sign-in throttle refuses on it).
        async peek(rule, key) {
          const outcome = await limiter.peek(rule, key);
          decisions.inc({ rule: rule.name, decision: outcome.allowed ? 'allowed' : 'refused' });
          return outcome;
        },
        async hit(rule, key) {
          try {
            const outcome = await limiter.hit(rule, key);
            decisions.inc({ rule: rule.name, decision: outcome.allowed ? 'allowed' : 'refused' });
            return outcome;
          } catch (error) {
            decisions.inc({ rule: rule.name, decision: 'error' });
            throw error;
          }
        },
        reset: (rule, key) => limiter.reset(rule, key),
      };
    },
    watchPool(stats) {
      pools.push(stats);
    },
  };
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, scrapes must send `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/**
 * Metrics live on their own port (METRICS_PORT), never on the public one: a load balancer
 * publishes only the site's port, and METRICS_TOKEN guards the scrape where the network cannot.
 */
export function startMetricsServer(registry: Registry, options: MetricsServerOptions): Promise<Server> {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here.\n');
      return;
    }
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' }).end('A valid metrics token is required.\n');
        return;
      }
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body);
    } catch {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.\n');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
