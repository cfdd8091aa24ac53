import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { executeRows, type TDatabaseHandle } from '#src/db/client';
import { createEmbeddedVacuum } from '#src/db/embedded-vacuum';
import { createTestDatabase } from '#test/helpers/database';

const logger = pino({ level: 'silent' });

/** A day of delivered events in small: written, then deleted as a dispatcher would. */
async function deliverEvents(handle: TDatabaseHandle, count: number): Promise<void> {
  await handle.db.execute(
    sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
        SELECT 'test.vacuum', 'test.happened', g::text, jsonb_build_object('n', g, 'pad', repeat('x', 200))
        FROM generate_series(1, ${count}) AS g`,
  );
  await handle.db.execute(sql`DELETE FROM outbox_events WHERE consumer = 'test.vacuum'`);
}

async function outboxPages(handle: TDatabaseHandle): Promise<number> {
  const [row] = await executeRows<{ bytes: string }>(
    handle.db,
    sql`SELECT pg_relation_size('outbox_events')::text AS bytes`,
  );
  return Number(row?.bytes ?? 0) / 8192;
}

describe('embedded database vacuum (decision 224)', () => {
  let handle: TDatabaseHandle;

  beforeEach(async () => {
    handle = await createTestDatabase(inject('databaseTemplate'));
  });
  afterEach(async () => {
    await handle.close();
  });

  it('lets the outbox reuse the space of delivered events instead of growing', async () => {
    const vacuum = createEmbeddedVacuum({ database: handle, logger });
    await deliverEvents(handle, 3000);
    const afterFirstDay = await outboxPages(handle);
    expect(afterFirstDay).toBeGreaterThan(50);

    await vacuum.run();
    await deliverEvents(handle, 3000);

    expect(await outboxPages(handle)).toBeLessThanOrEqual(afterFirstDay);
  });

  it('without it, the same two days double the table', async () => {
    await deliverEvents(handle, 3000);
    const afterFirstDay = await outboxPages(handle);

    await deliverEvents(handle, 3000);

    // The control: what the test above would see if run() did nothing. PostgreSQL's
    // autovacuum only wakes after a minute, so it does not blur this either.
    expect(await outboxPages(handle)).toBeGreaterThan(afterFirstDay * 1.8);
  });

  it.runIf(inject('databaseTemplate').kind === 'pglite')(
    'runs on its timer on the embedded database until stopped',
    async () => {
      const vacuum = createEmbeddedVacuum({ database: handle, logger, everyMs: 20 });
      await deliverEvents(handle, 3000);
      const afterFirstDay = await outboxPages(handle);

      vacuum.start();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await vacuum.stop();
      await deliverEvents(handle, 3000);

      expect(await outboxPages(handle)).toBeLessThanOrEqual(afterFirstDay);
    },
  );
});
