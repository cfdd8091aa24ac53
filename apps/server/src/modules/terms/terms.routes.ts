import {
  acceptTermsOfServiceContract,
  getTermsOfServiceContract,
  publishTermsOfServiceContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import type { TTermsService } from '#src/modules/terms/terms.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

export function termsRoutes(app: FastifyInstance, service: TTermsService): void {
  route(app, getTermsOfServiceContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await service.getForPlayer(userId) };
    },
  });

  route(app, acceptTermsOfServiceContract, {
    access: 'player',
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await service.accept(userId, body.tosId) };
    },
  });

  route(app, publishTermsOfServiceContract, {
    access: 'admin:content.manage',
    handler: async ({ body }, request) => ({
      data: await service.publish(body, operatorActor(request)),
    }),
  });
}
