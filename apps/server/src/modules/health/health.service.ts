import type { TGetHealthResponse } from '@casino/contracts';
import type { THealthRepository } from '#src/modules/health/health.repository';

const startedAt = Date.now();

export function createHealthService(deps: {
  repository: THealthRepository;
  databaseKind: 'pglite' | 'postgres';
  version: string;
}) {
  return {
    async check(): Promise<TGetHealthResponse> {
      const isDatabaseUp = await deps.repository.ping();
      return {
        status: isDatabaseUp ? 'ok' : 'degraded',
        database: isDatabaseUp ? 'up' : 'down',
        databaseKind: deps.databaseKind,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        version: deps.version,
      };
    },
  };
}
export type THealthService = ReturnType<typeof createHealthService>;
