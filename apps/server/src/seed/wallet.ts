import { inArray } from 'drizzle-orm';
import type { TDomainEvents } from '@casino/contracts';
import type { TDatabase } from '#src/db/client';
import { users } from '#src/db/schema/index';
import type { TSeedOptions } from '#src/seed/index';
import { systemClock } from '#src/lib/clock';
import { createEventBus } from '#src/lib/event-bus';
import { createWalletServices } from '#src/modules/wallet/wallet.module';
import type { TTransferRequest } from '#src/modules/wallet/wallet.types';

type TGrant = Pick<TTransferRequest, 'code' | 'coin' | 'amountMinor' | 'bucket'>;

/**
 * Starting balances of the demo players, paid through ordinary ledger transfers (house
 * promotions and purchases), so postings and reconciliation stay whole. Keys carry the user id:
 * a restart repeats them and moves nothing.
 */
const DEMO_GRANTS: Record<string, TGrant[]> = {
  'demo@crowncasino.example': [
    { code: 'promotion', coin: 'GC', amountMinor: 250_000_00 },
    { code: 'promotion', coin: 'SC', amountMinor: 20_00, bucket: 'bsc' },
    { code: 'purchase', coin: 'SC', amountMinor: 30_00 },
    { code: 'promotion', coin: 'SC', amountMinor: 150_00, bucket: 'wsc' },
  ],
  'player2@crowncasino.example': [
    { code: 'promotion', coin: 'GC', amountMinor: 5_000_00 },
    { code: 'promotion', coin: 'SC', amountMinor: 5_00, bucket: 'bsc' },
  ],
};

export async function seedWallets(db: TDatabase, options: TSeedOptions): Promise<void> {
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_GRANTS)));
  const { wallet } = createWalletServices({
    db,
    events: createEventBus<TDomainEvents>(options.logger),
    clock: systemClock,
  });
  for (const user of found) {
    for (const [index, grant] of (DEMO_GRANTS[user.email] ?? []).entries()) {
      await wallet.transfer({
        ...grant,
        idempotencyKey: `seed:demo-wallet:${user.id}:${index}`,
        userId: user.id,
        metadata: { reason: 'demo starting balance' },
      });
    }
  }
}
