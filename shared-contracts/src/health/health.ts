import { z } from 'zod';

export const databaseStateSchema = z.object({
  kind: z.enum(['pglite', 'postgres']),
  reachable: z.boolean(),
  latencyMs: z.number().nonnegative().nullable(),
});

/** The rate-limit store when it is Redis; the database store is covered by `database`. */
export const redisStateSchema = z.object({
  reachable: z.boolean(),
  latencyMs: z.number().nonnegative().nullable(),
});

export const remoteStateSchema = z.object({
  /** The remote's entry file answered just now (checked at most every few seconds). */
  reachable: z.boolean(),
  latencyMs: z.number().nonnegative().nullable(),
  /** The bff holds a route manifest for it (possibly the last good one). */
  manifestLoaded: z.boolean(),
  routes: z.number().int(),
});

/**
 * GET /api/health. `status` is 'degraded' when the database, Redis (when configured) or any remote
 * does not answer; the HTTP status stays 200 so monitors can read which part is down.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number().nonnegative(),
  database: databaseStateSchema,
  /** Present only when REDIS_URL is set. */
  redis: redisStateSchema.optional(),
  remotes: z.record(z.string(), remoteStateSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/ready, for load balancers: 200 only while this instance can serve safely, which means
 * its database answers and its rate limits can be enforced (a configured Redis answers); 503
 * otherwise, naming which part is missing.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.boolean(),
  limits: z.boolean(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
