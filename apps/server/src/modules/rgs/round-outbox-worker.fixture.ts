import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '#src/app';
import { loadConfig } from '#src/config';
import { openPglite, openPostgres, wrapPglite, executeRows } from '#src/db/client';

/**
 * Child process for the outbox crash test: a real server app on the test's database with two
 * durable round.settled consumers that write a receipt per delivery (no unique key, so a second
 * delivery would show). WORKER_PLAY=1 plays one-step rounds back to back, printing each settled
 * round id, until it is killed; otherwise it delivers until the outbox is empty, prints
 * 'drained' and exits. OUTBOX_POLL_MS=0 subscribes the consumers but delivers nothing.
 */
const env = process.env;
const database = env.WORKER_DATABASE_URL
  ? openPostgres(env.WORKER_DATABASE_URL, { maxConnections: 4 })
  : wrapPglite(await openPglite({ dataDir: env.WORKER_PGLITE_DIR ?? '' }));
const logger = pino({ level: 'silent' });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '.data-test',
  OUTBOX_POLL_MS: env.OUTBOX_POLL_MS ?? '20',
});
const app = await buildApp({ config, database, logger });
for (const consumer of ['receipts-a', 'receipts-b']) {
  app.outbox.consume(consumer, 'round.settled', async (event, { tx, eventKey }) => {
    if (eventKey !== event.roundId) throw new Error(`event key ${eventKey} is not the round id`);
    await tx.execute(
      sql`INSERT INTO outbox_test_receipts (consumer, round_id) VALUES (${consumer}, ${eventKey})`,
    );
  });
}
await app.ready();

const userIds = (env.WORKER_USER_IDS ?? '').split(',');
if (env.WORKER_PLAY === '1') {
  const gameId = Number(env.WORKER_GAME_ID);
  await Promise.all(
    userIds.map(async (userId) => {
      for (;;) {
        const { data } = await app.modules.rgs.play(userId, {
          gameId,
          coin: 'GC',
          betLevel: 0,
          idempotencyKey: randomUUID(),
        });
        process.stdout.write(`${data.roundId}\n`);
      }
    }),
  );
} else {
  for (;;) {
    const result = await executeRows<{ waiting: unknown }>(
      database.db,
      sql`SELECT count(*) AS waiting FROM outbox_events`,
    );
    if (Number(result[0]?.waiting) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await app.close();
  await database.close();
  process.stdout.write('drained\n');
}
