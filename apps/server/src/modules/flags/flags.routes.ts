import { getFeatureFlagsContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TFlagsService } from '#src/modules/flags/flags.service';

export function flagsRoutes(app: FastifyInstance, service: TFlagsService): void {
  route(app, getFeatureFlagsContract, {
    access: 'public',
    handler: async (_input, request) => ({
      data: { flags: await service.evaluateForUser(request.principal?.userId ?? null) },
    }),
  });
}
