import { getStoreContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TStoreService } from '#src/modules/store/store.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

export function storeRoutes(app: FastifyInstance, store: TStoreService): void {
  route(app, getStoreContract, {
    access: 'player',
    handler: async ({ query }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await store.listPackages(userId, query) };
    },
  });
}
