import type { TDomainEvents } from '@casino/contracts';
import type { TDatabase } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import type { TEventBus } from '#src/lib/event-bus';
import { createReconciliationRepository } from '#src/modules/wallet/reconciliation.repository';
import { createReconciliationService } from '#src/modules/wallet/reconciliation.service';
import { createWalletRepository } from '#src/modules/wallet/wallet.repository';
import { createWalletService } from '#src/modules/wallet/wallet.service';

/** The wallet module's services: the ledger and its reconciliation. */
export function createWalletServices(deps: {
  db: TDatabase;
  events: TEventBus<TDomainEvents>;
  clock: TClock;
}) {
  return {
    wallet: createWalletService({
      db: deps.db,
      repository: createWalletRepository(),
      events: deps.events,
    }),
    reconciliation: createReconciliationService({
      db: deps.db,
      repository: createReconciliationRepository(),
      clock: deps.clock,
    }),
  };
}
