import { getFeaturesConfigContract, replaceFeaturesConfigContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import type { TFeatureManagerService } from '#src/modules/feature-manager/feature-manager.service';

export function featureManagerRoutes(app: FastifyInstance, service: TFeatureManagerService): void {
  // Engagement §7: feature-manager calls are made when authorized only.
  route(app, getFeaturesConfigContract, {
    access: 'player',
    handler: async () => ({ data: await service.getConfig() }),
  });

  route(app, replaceFeaturesConfigContract, {
    access: 'admin:config.manage',
    handler: async ({ body }, request) => ({
      data: await service.replaceConfig(
        body.featureManagerOrderConfigurations,
        operatorActor(request),
      ),
    }),
  });
}
