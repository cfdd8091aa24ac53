import type { TModuleContext } from '#src/lib/module';
import { defineModule } from '#src/lib/module';
import type { TAuditService } from '#src/modules/audit/audit.service';
import { createReconciliationRepository } from '#src/modules/wallet/reconciliation.repository';
import {
  createReconciliationService,
  type TReconciliationService,
} from '#src/modules/wallet/reconciliation.service';
import { createTransactionsRepository } from '#src/modules/wallet/transactions.repository';
import { transactionsRoutes } from '#src/modules/wallet/transactions.routes';
import { createTransactionsService } from '#src/modules/wallet/transactions.service';
import { createWalletRepository } from '#src/modules/wallet/wallet.repository';
import { walletRoutes } from '#src/modules/wallet/wallet.routes';
import { createWalletService, type TWalletService } from '#src/modules/wallet/wallet.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    wallet: TWalletService;
    reconciliation: TReconciliationService;
  }
}

/**
 * The ledger and its reconciliation, without routes: the seed, the reconcile command and the
 * ledger's own tests build them on a database of their own.
 */
export function createWalletServices(
  context: Pick<TModuleContext, 'db' | 'events' | 'clock'>,
  audit?: TAuditService,
) {
  return {
    wallet: createWalletService({
      db: context.db,
      repository: createWalletRepository(),
      events: context.events,
      ...(audit ? { audit } : {}),
    }),
    reconciliation: createReconciliationService({
      db: context.db,
      repository: createReconciliationRepository(),
      clock: context.clock,
    }),
  };
}

/** The ledger: the only code that changes balances (DESIGN.md "Money"), and the player's list of it. */
export const walletModule = defineModule({
  name: 'wallet',
  needs: ['audit'],
  async register(app, context, { audit }) {
    const { wallet, reconciliation } = createWalletServices(context, audit);
    walletRoutes(app, { wallet, reconciliation });
    transactionsRoutes(
      app,
      createTransactionsService({
        repository: createTransactionsRepository(context.db),
        clock: context.clock,
      }),
    );
    return { wallet, reconciliation };
  },
});
