import pino from 'pino';
import type { TDomainEvents } from '@casino/contracts';
import { openPostgres } from '#src/db/client';
import { systemClock } from '#src/lib/clock';
import { createEventBus } from '#src/lib/event-bus';
import { createWalletServices } from '#src/modules/wallet/wallet.module';

/**
 * Child process for the crash test: runs a deterministic stream of transfers (operation i always
 * has key `crash-i` and the same content) with 8 in flight, printing each committed index, until
 * it is killed. A restart repeats the stream from 0, so it first replays what already committed.
 */
const userIds = (process.env.WORKER_USER_IDS ?? '').split(',');
const database = openPostgres(process.env.WORKER_DATABASE_URL ?? '', { maxConnections: 10 });
const { wallet } = createWalletServices({
  db: database.db,
  events: createEventBus<TDomainEvents>(pino({ level: 'silent' })),
  clock: systemClock,
});

async function operation(index: number): Promise<void> {
  const userId = userIds[index % userIds.length] as string;
  const idempotencyKey = `crash-${index}`;
  const step = Math.floor(index / userIds.length) % 4;
  if (step === 0) {
    await wallet.transfer({
      idempotencyKey,
      code: 'purchase',
      userId,
      coin: 'SC',
      amountMinor: 500,
    });
  } else if (step === 1) {
    await wallet.transfer({ idempotencyKey, code: 'bonus', userId, coin: 'SC', amountMinor: 300 });
  } else {
    await wallet.settleRound({
      idempotencyKey,
      userId,
      coin: 'SC',
      betMinor: 350,
      winMinor: (index % 5) * 100,
    });
  }
}

let next = 0;
async function lane(): Promise<void> {
  for (;;) {
    const index = next++;
    try {
      await operation(index);
      process.stdout.write(`${index}\n`);
    } catch (error) {
      if ((error as Error).name !== 'InsufficientFundsError') throw error;
    }
  }
}
await Promise.all(Array.from({ length: 8 }, lane));
