import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDomainEvents } from '@casino/contracts';
import pino from 'pino';
import { inject } from 'vitest';
import type { TExecutor } from '#src/db/client';
import { systemClock } from '#src/lib/clock';
import { createEventBus } from '#src/lib/event-bus';
import { createWalletServices } from '#src/modules/wallet/wallet.module';
import { createTestDatabase } from '#test/helpers/database';

/**
 * Users for ledger tests that run below the HTTP layer (wallets reference users). Tests going
 * through sign-in use the identity helpers instead.
 */
export async function insertTestUsers(executor: TExecutor, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `ledger-test-${randomUUID()}`);
  const values = sql.join(
    ids.map((id) => sql`(${id}, ${'Ledger Test'}, ${`${id}@example.test`})`),
    sql`, `,
  );
  await executor.execute(sql`INSERT INTO users (id, name, email) VALUES ${values}`);
  return ids;
}

/**
 * The wallet module alone on a fresh copy of the test database: the real services and database,
 * without the HTTP app (which other modules' work may still be changing).
 */
export async function createLedgerTestContext() {
  const database = await createTestDatabase(inject('databaseTemplate'));
  const events = createEventBus<TDomainEvents>(pino({ level: 'silent' }));
  const services = createWalletServices({ db: database.db, events, clock: systemClock });
  return {
    database,
    events,
    ...services,
    close: () => database.close(),
  };
}
export type TLedgerTestContext = Awaited<ReturnType<typeof createLedgerTestContext>>;
