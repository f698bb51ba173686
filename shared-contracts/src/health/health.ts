import { z } from 'zod';

export const databaseStateSchema = z.object({
  kind: z.enum(['pglite', 'postgres']),
  reachable: z.boolean(),
  latencyMs: z.number().nonnegative().nullable(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number().nonnegative(),
  database: databaseStateSchema,
  remotes: z.record(z.string(), z.object({ manifestLoaded: z.boolean(), routes: z.number().int() })),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
