import { getHealthContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { THealthService } from '#src/modules/health/health.service';

export function healthRoutes(app: FastifyInstance, service: THealthService): void {
  route(app, getHealthContract, {
    access: 'public',
    handler: async (_input, _request, reply) => {
      const health = await service.check();
      if (health.status !== 'ok') reply.code(503);
      return health;
    },
  });
}
