import {
  deleteFeatureFlagOverrideContract,
  listAdminFeatureFlagsContract,
  setFeatureFlagContract,
  setFeatureFlagOverrideContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '#src/lib/errors';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import type { TFlagsService } from '#src/modules/flags/flags.service';

const ACCESS = 'admin:flags.manage';

export function flagsAdminRoutes(app: FastifyInstance, service: TFlagsService): void {
  route(app, listAdminFeatureFlagsContract, {
    access: ACCESS,
    handler: async () => ({ data: { flags: await service.listForOperator() } }),
  });

  route(app, setFeatureFlagContract, {
    access: ACCESS,
    handler: async ({ params, body }, request) => {
      await service.setValue(params.key, body.value, operatorActor(request));
      const flag = (await service.listForOperator()).find((entry) => entry.key === params.key);
      if (!flag) throw notFound(`Unknown feature flag ${params.key}`);
      return { data: flag };
    },
  });

  route(app, setFeatureFlagOverrideContract, {
    access: ACCESS,
    handler: async ({ params, body }, request) => {
      await service.setOverride(params.userId, params.key, body.value, operatorActor(request));
      return { data: { key: params.key, userId: params.userId, value: body.value } };
    },
  });

  route(app, deleteFeatureFlagOverrideContract, {
    access: ACCESS,
    handler: async ({ params }, request) => {
      await service.clearOverride(params.userId, params.key, operatorActor(request));
      return { data: { key: params.key, userId: params.userId, value: null } };
    },
  });
}
