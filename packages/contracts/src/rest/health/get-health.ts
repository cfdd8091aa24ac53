import { z } from 'zod';
import { defineContract } from '#src/contract';

export const ZGetHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().int().nonnegative(),
  version: z.string(),
});
export type TGetHealthResponse = z.infer<typeof ZGetHealthResponse>;

export const getHealthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability, for load balancers',
  response: ZGetHealthResponse,
});
