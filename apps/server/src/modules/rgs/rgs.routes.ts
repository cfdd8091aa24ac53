import {
  continueRoundContract,
  getGameInfoContract,
  getOpenRoundContract,
  getRoundSupportContract,
  launchGameContract,
  listRoundsContract,
  playRoundContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { requirePrincipal } from '#src/plugins/app/access-policy';
import type { TLaunchService } from '#src/modules/rgs/launch.service';
import type { TRgsService } from '#src/modules/rgs/rgs.service';

export function rgsRoutes(
  app: FastifyInstance,
  services: { rgs: TRgsService; gameLaunch: TLaunchService },
): void {
  const { rgs } = services;

  route(app, launchGameContract, {
    access: 'player',
    handler: async ({ body }, request) => ({
      data: await services.gameLaunch.launch(requirePrincipal(request), body),
    }),
  });

  route(app, playRoundContract, {
    access: 'player',
    compress: false,
    parseAnswer: false,
    handler: async ({ body }, request) => rgs.play(requirePrincipal(request).userId, body),
  });

  route(app, continueRoundContract, {
    access: 'player',
    compress: false,
    parseAnswer: false,
    handler: async ({ params, body }, request) =>
      rgs.continueRound(requirePrincipal(request).userId, params.roundId, body),
  });

  route(app, getOpenRoundContract, {
    access: 'player',
    handler: async ({ query }, request) => ({
      data: { round: await rgs.getOpenRound(requirePrincipal(request).userId, query.gameId) },
    }),
  });

  route(app, listRoundsContract, {
    access: 'player',
    handler: async ({ query }, request) => ({
      data: {
        rounds: await rgs.listRounds(requirePrincipal(request).userId, query.gameId, query.limit),
      },
    }),
  });

  route(app, getRoundSupportContract, {
    access: 'admin:players.read',
    handler: async ({ params }) => ({ data: await rgs.getRoundForSupport(params.roundId) }),
  });

  route(app, getGameInfoContract, {
    access: 'public',
    handler: async ({ params, query }) => ({
      data: rgs.gameInfo(params.engineKey, query.variant ?? null),
    }),
  });
}
