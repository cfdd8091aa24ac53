import { getAmoeRequestCodeContract, recordAmoeRequestContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TAmoeService } from '#src/modules/amoe/amoe.service';
import { operatorActor } from '#src/modules/audit/audit-actor';
import { requirePrincipal } from '#src/plugins/app/access-policy';

export function amoeRoutes(app: FastifyInstance, service: TAmoeService): void {
  route(app, getAmoeRequestCodeContract, {
    access: 'player',
    rateLimitPerMinute: 30,
    handler: async (_input, request) => ({
      data: await service.getRequestCode(requirePrincipal(request).userId),
    }),
  });

  route(app, recordAmoeRequestContract, {
    access: 'admin:ledger.manage',
    successStatus: 201,
    handler: async ({ body }, request) => {
      const actor = { ...operatorActor(request), id: requirePrincipal(request).userId };
      return { data: await service.recordRequest(body, actor) };
    },
  });
}
