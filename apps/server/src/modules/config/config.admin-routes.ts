import { listAdminConfigsContract, setConfigContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '#src/lib/errors';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import type { TConfigService } from '#src/modules/config/config.service';

const ACCESS = 'admin:config.manage';

export function configAdminRoutes(app: FastifyInstance, service: TConfigService): void {
  route(app, listAdminConfigsContract, {
    access: ACCESS,
    handler: async () => ({ data: { configs: await service.listForOperator() } }),
  });

  route(app, setConfigContract, {
    access: ACCESS,
    handler: async ({ params, body }, request) => {
      await service.setValue(params.key, body.value, operatorActor(request));
      const config = (await service.listForOperator()).find((entry) => entry.key === params.key);
      if (!config) throw notFound(`Config ${params.key} not found`);
      return { data: config };
    },
  });
}
