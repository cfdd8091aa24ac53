import {
  createLedgerCorrectionContract,
  getLedgerReconciliationContract,
  getWalletContract,
  ZIdempotencyHeaders,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#src/lib/errors';
import { route } from '#src/lib/route';
import { requirePrincipal } from '#src/plugins/app/access-policy';
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
    handler: async ({ body }, request) => {
      const headers = ZIdempotencyHeaders.safeParse(request.headers);
      if (!headers.success) {
        throw new AppError(
          'IdempotencyKeyRequiredError',
          'Send an Idempotency-Key header (8-200 characters)',
        );
      }
      const operator = requirePrincipal(request);
      const result = await services.wallet.transfer({
        idempotencyKey: `correction:${headers.data['idempotency-key']}`,
        code: 'correction',
        userId: body.userId,
        coin: body.coin,
        direction: body.direction,
        amountMinor: body.amountMinor,
        ...(body.bucket ? { bucket: body.bucket } : {}),
        metadata: { reason: body.reason, operatorId: operator.userId },
      });
      return {
        data: { transferId: result.transferId, isReplay: result.isReplay, state: result.state },
      };
    },
  });
}
