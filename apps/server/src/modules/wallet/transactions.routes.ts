import { getTransactionsContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TTransactionsService } from '#src/modules/wallet/transactions.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

export function transactionsRoutes(app: FastifyInstance, transactions: TTransactionsService): void {
  route(app, getTransactionsContract, {
    access: 'player',
    handler: async ({ query }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: { data: await transactions.list(userId, query) } };
    },
  });
}
