import { getConfigsContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TConfigService } from '#src/modules/config/config.service';

export function configRoutes(app: FastifyInstance, service: TConfigService): void {
  route(app, getConfigsContract, {
    access: 'public',
    handler: async ({ body }) => ({ data: await service.getPublicConfigs(body.configKeys) }),
  });
}
