import {
  createLedgerCorrectionContract,
  getLedgerReconciliationContract,
  getWalletContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import { requirePrincipal } from '#src/plugins/app/access-policy';
import { idempotencyKeyOf } from '#src/plugins/app/idempotency';
import type { TReconciliationService } from '#src/modules/wallet/reconciliation.service';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

export function walletRoutes(
  app: FastifyInstance,
  services: { wallet: TWalletService; reconciliation: TReconciliationService },
): void {
  route(app, getWalletContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: { userWallet: await services.wallet.getUserWallet(userId) } };
    },
  });

  route(app, getLedgerReconciliationContract, {
    access: 'admin:ledger.read',
    handler: async () => ({ data: await services.reconciliation.reconcile() }),
  });

  route(app, createLedgerCorrectionContract, {
    access: 'admin:ledger.manage',
    successStatus: 201,
    idempotency: {},
    handler: async ({ body }, request) => {
      const operator = operatorActor(request);
      const result = await services.wallet.transfer(
        {
          idempotencyKey: `correction:${idempotencyKeyOf(request)}`,
          code: 'correction',
          userId: body.userId,
          coin: body.coin,
          direction: body.direction,
          amountMinor: body.amountMinor,
          ...(body.bucket ? { bucket: body.bucket } : {}),
          metadata: { reason: body.reason, operatorId: operator.id },
        },
        { actor: operator },
      );
      return {
        data: { transferId: result.transferId, isReplay: result.isReplay, state: result.state },
      };
    },
  });
}
