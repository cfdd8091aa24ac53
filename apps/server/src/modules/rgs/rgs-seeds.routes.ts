import {
  getFairSeedsContract,
  rotateSeedsContract,
  setClientSeedContract,
  verifyRoundContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { requirePrincipal } from '#src/plugins/app/access-policy';
import type { TSeedsService } from '#src/modules/rgs/rgs-seeds.service';
import type { TRgsService } from '#src/modules/rgs/rgs.service';

export function rgsSeedsRoutes(
  app: FastifyInstance,
  services: { rgs: TRgsService; fairSeeds: TSeedsService },
): void {
  const { fairSeeds } = services;

  route(app, getFairSeedsContract, {
    access: 'player',
    handler: async (_input, request) => ({
      data: await fairSeeds.getActive(requirePrincipal(request).userId),
    }),
  });

  route(app, setClientSeedContract, {
    access: 'player',
    rateLimitPerMinute: 30,
    handler: async ({ body }, request) => ({
      data: await fairSeeds.setClientSeed(requirePrincipal(request).userId, body.clientSeed),
    }),
  });

  route(app, rotateSeedsContract, {
    access: 'player',
    rateLimitPerMinute: 30,
    handler: async ({ body }, request) => ({
      data: await fairSeeds.rotate(requirePrincipal(request).userId, body.clientSeed),
    }),
  });

  route(app, verifyRoundContract, {
    access: 'player',
    handler: async ({ query }, request) => ({
      data: await services.rgs.verificationData(requirePrincipal(request).userId, query.roundId),
    }),
  });
}
