import {
  chooseCountryContract,
  getProfileContract,
  updateProfileContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { requirePrincipal } from '#src/plugins/app/access-policy';
import type { TProfileService } from '#src/modules/profile/profile.service';

export function profileRoutes(app: FastifyInstance, service: TProfileService): void {
  route(app, getProfileContract, {
    access: 'player',
    handler: async (_input, request) => ({
      data: await service.getProfile(requirePrincipal(request).userId, request.ip),
    }),
  });

  route(app, updateProfileContract, {
    access: 'player',
    handler: async ({ body }, request) => ({
      data: await service.updateProfile(requirePrincipal(request).userId, body, request.ip),
    }),
  });

  route(app, chooseCountryContract, {
    access: 'player',
    handler: async ({ body }, request) => ({
      data: await service.chooseCountry(requirePrincipal(request).userId, body, request.ip),
    }),
  });
}
