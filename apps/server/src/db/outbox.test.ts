import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { executeRows, type TDatabaseHandle } from '#src/db/client';
import { batchGroupOf, createOutbox, outboxInsert, type TOutbox } from '#src/db/outbox';
import { createTestDatabase } from '#test/helpers/database';

/**
 * The outbox's delivery (decisions 150 and 186) on the database the run uses: a consumer's rows
 * of one pass share a transaction; one failing event sends that pass's rows again one by one, so
 * the others are delivered once and only the bad one waits for its retry.
 */
const logger = pino({ level: 'silent' });

type TEvents = { 'test.happened': { n: number } };

/** An outbox on the test database; no poll unless `timing` asks for one. */
function outboxOn(
  handle: TDatabaseHandle,
  timing: { pollMs?: number; nudgeDelayMs?: number; gatherMs?: number } = {},
): TOutbox<TEvents> {
  return createOutbox<TEvents>({ db: handle.db, logger, pollMs: 0, ...timing });
}

async function write(handle: TDatabaseHandle, count: number, from = 1) {
  for (let n = from; n < from + count; n += 1) {
    await handle.db.execute(
      outboxInsert('test.happened', sql`${String(n)}`, sql`${JSON.stringify({ n })}::jsonb`),
    );
  }
}

async function effects(handle: TDatabaseHandle) {
  const rows = await executeRows<{ consumer: string; n: number }>(
    handle.db,
    sql`SELECT consumer, n FROM outbox_test_effects ORDER BY consumer, n`,
  );
  return rows.map((row) => `${row.consumer}:${row.n}`);
}

describe('outbox delivery', () => {
  let handle: TDatabaseHandle;

  beforeEach(async () => {
    handle = await createTestDatabase(inject('databaseTemplate'));
    await handle.db.execute(sql`CREATE TABLE outbox_test_effects (consumer text, n integer)`);
  });
  afterEach(async () => {
    await handle.close();
  });

  it('delivers a pass of rows once each, and a failing event alone waits for its retry', async () => {
    const outbox = outboxOn(handle);
    const attempts = new Map<number, number>();
    outbox.consume('test.steady', 'test.happened', async ({ n }, { tx }) => {
      await tx.execute(sql`INSERT INTO outbox_test_effects VALUES ('steady', ${n})`);
    });
    outbox.consume('test.picky', 'test.happened', async ({ n }, { tx }) => {
      attempts.set(n, (attempts.get(n) ?? 0) + 1);
      await tx.execute(sql`INSERT INTO outbox_test_effects VALUES ('picky', ${n})`);
      if (n === 3) throw new Error('event 3 is refused');
    });
    await outbox.start();
    await write(handle, 5);

    expect(await outbox.dispatchOnce()).toBe(10);

    expect(await effects(handle)).toEqual([
      'picky:1',
      'picky:2',
      'picky:4',
      'picky:5',
      'steady:1',
      'steady:2',
      'steady:3',
      'steady:4',
      'steady:5',
    ]);
    // The batch ran each picky event once, the one-by-one retry once more.
    expect(attempts.get(3)).toBe(2);
    const waiting = await executeRows<{ consumer: string; event_key: string; last_error: string }>(
      handle.db,
      sql`SELECT consumer, event_key, last_error FROM outbox_events
          WHERE consumer LIKE 'test.%' AND available_at > now()`,
    );
    expect(waiting).toEqual([
      { consumer: 'test.picky', event_key: '3', last_error: 'event 3 is refused' },
    ]);
    await outbox.stop();
  });

  it('gives each row to one of two processes when both dispatch at once', async () => {
    const processes = ['a', 'b'].map((name) => {
      const outbox = outboxOn(handle);
      outbox.consume('test.shared', 'test.happened', async ({ n }, { tx }) => {
        await tx.execute(sql`INSERT INTO outbox_test_effects VALUES (${name}, ${n})`);
      });
      return outbox;
    });
    await Promise.all(processes.map((outbox) => outbox.start()));
    await write(handle, 40);

    await Promise.all(processes.map((outbox) => outbox.dispatchOnce()));
    while ((await processes[0]!.dispatchOnce()) > 0);

    const delivered = (await effects(handle)).map((effect) => Number(effect.split(':')[1]));
    expect(delivered.sort((left, right) => left - right)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    await Promise.all(processes.map((outbox) => outbox.stop()));
  });

  it("gathers a batch consumer's events for gatherMs while a per-event consumer gets its at once", async () => {
    const outbox = outboxOn(handle, { pollMs: 20, nudgeDelayMs: 0, gatherMs: 1500 });
    const batches: number[][] = [];
    outbox.consumeBatch('test.gathering', 'test.happened', async (events) => {
      batches.push(events.map(({ payload }) => payload.n));
    });
    outbox.consume('test.prompt', 'test.happened', async ({ n }, { tx }) => {
      await tx.execute(sql`INSERT INTO outbox_test_effects VALUES ('prompt', ${n})`);
    });
    await outbox.start();
    await write(handle, 2);
    outbox.nudge();

    await expect.poll(() => effects(handle)).toEqual(['prompt:1', 'prompt:2']);
    expect(batches).toEqual([]);
    await write(handle, 1, 3);
    outbox.nudge();

    await expect.poll(() => batches, { timeout: 6000 }).toEqual([[1, 2, 3]]);
    expect(await effects(handle)).toEqual(['prompt:1', 'prompt:2', 'prompt:3']);
    await outbox.stop();
  });

  it('gathers a per-event consumer that asks to, and a nudge naming its event waits for them', async () => {
    // No poll within the test and no nudge delay: only the nudge's own pass can deliver, and
    // it must come once the rows are gatherMs old, not at once (it would find nothing due).
    const outbox = outboxOn(handle, { pollMs: 60_000, nudgeDelayMs: 0, gatherMs: 400 });
    outbox.consume(
      'test.fallback',
      'test.happened',
      async ({ n }, { tx }) => {
        await tx.execute(sql`INSERT INTO outbox_test_effects VALUES ('fallback', ${n})`);
      },
      { isGathering: true },
    );
    await outbox.start();
    await write(handle, 2);
    outbox.nudge('test.happened');

    expect(await effects(handle)).toEqual([]);
    await expect
      .poll(() => effects(handle), { timeout: 6000 })
      .toEqual(['fallback:1', 'fallback:2']);
    await outbox.stop();
  });

  it('delivers gathering events at once when asked for a pass directly', async () => {
    const outbox = outboxOn(handle, { gatherMs: 60_000 });
    const delivered: number[] = [];
    outbox.consumeBatch('test.gathering', 'test.happened', async (events) => {
      delivered.push(...events.map(({ payload }) => payload.n));
    });
    await outbox.start();
    await write(handle, 3);

    expect(await outbox.dispatchOnce()).toBe(3);
    expect(delivered).toEqual([1, 2, 3]);
  });

  it("writes one row per event for an event's batch consumers, and each of them gets the batch", async () => {
    // An earlier version subscribed each batch consumer on its own.
    await handle.db.execute(
      sql`INSERT INTO outbox_subscriptions (consumer, event_name)
          VALUES ('test.tally', 'test.happened')`,
    );
    const outbox = outboxOn(handle);
    for (const consumer of ['test.tally', 'test.ledger']) {
      outbox.consumeBatch(consumer, 'test.happened', async (events, tx) => {
        for (const { payload } of events) {
          await tx.execute(sql`INSERT INTO outbox_test_effects VALUES (${consumer}, ${payload.n})`);
        }
      });
    }
    await outbox.start();
    const subscriptions = await executeRows<{ consumer: string }>(
      handle.db,
      sql`SELECT consumer FROM outbox_subscriptions WHERE event_name = 'test.happened'`,
    );
    expect(subscriptions.map((row) => row.consumer)).toEqual([batchGroupOf('test.happened')]);
    await write(handle, 3);
    const written = await executeRows<{ consumer: string }>(
      handle.db,
      sql`SELECT consumer FROM outbox_events WHERE event_name = 'test.happened'`,
    );
    expect(written.map((row) => row.consumer)).toEqual(
      Array.from({ length: 3 }, () => batchGroupOf('test.happened')),
    );

    expect(await outbox.dispatchOnce()).toBe(3);

    expect(await effects(handle)).toEqual([
      'test.ledger:1',
      'test.ledger:2',
      'test.ledger:3',
      'test.tally:1',
      'test.tally:2',
      'test.tally:3',
    ]);
    expect(await outbox.dispatchOnce()).toBe(0);
  });

  it('rolls back only the group member that failed; its events wait as rows of its own', async () => {
    const outbox = outboxOn(handle);
    const attempts = new Map<number, number>();
    outbox.consumeBatch('test.steady', 'test.happened', async (events, tx) => {
      for (const { payload } of events) {
        await tx.execute(sql`INSERT INTO outbox_test_effects VALUES ('steady', ${payload.n})`);
      }
    });
    outbox.consumeBatch('test.picky', 'test.happened', async (events, tx) => {
      for (const { payload } of events) {
        attempts.set(payload.n, (attempts.get(payload.n) ?? 0) + 1);
        await tx.execute(sql`INSERT INTO outbox_test_effects VALUES ('picky', ${payload.n})`);
        if (payload.n === 3) throw new Error('event 3 is refused');
      }
    });
    await outbox.start();
    await write(handle, 4);

    // The group's pass: steady commits all four; picky is rolled back and gets four rows.
    expect(await outbox.dispatchOnce()).toBe(4);
    expect(await effects(handle)).toEqual(['steady:1', 'steady:2', 'steady:3', 'steady:4']);
    const handedOver = await executeRows<{ consumer: string; event_key: string }>(
      handle.db,
      sql`SELECT consumer, event_key FROM outbox_events ORDER BY id`,
    );
    expect(handedOver).toEqual(
      ['1', '2', '3', '4'].map((key) => ({ consumer: 'test.picky', event_key: key })),
    );

    // Picky's own pass: its batch fails, then one by one; only event 3 waits for its retry.
    expect(await outbox.dispatchOnce()).toBe(4);
    expect(await effects(handle)).toEqual([
      'picky:1',
      'picky:2',
      'picky:4',
      'steady:1',
      'steady:2',
      'steady:3',
      'steady:4',
    ]);
    expect(attempts.get(3)).toBe(3);
    const waiting = await executeRows<{ consumer: string; event_key: string; last_error: string }>(
      handle.db,
      sql`SELECT consumer, event_key, last_error FROM outbox_events WHERE available_at > now()`,
    );
    expect(waiting).toEqual([
      { consumer: 'test.picky', event_key: '3', last_error: 'event 3 is refused' },
    ]);
  });

  it('gives each group row to one of two processes: every member gets every event once', async () => {
    const processes = ['a', 'b'].map((name) => {
      const outbox = outboxOn(handle);
      for (const member of ['tally', 'ledger']) {
        outbox.consumeBatch(`test.${member}`, 'test.happened', async (events, tx) => {
          for (const { payload } of events) {
            await tx.execute(
              sql`INSERT INTO outbox_test_effects VALUES (${`${member}@${name}`}, ${payload.n})`,
            );
          }
        });
      }
      return outbox;
    });
    await Promise.all(processes.map((outbox) => outbox.start()));
    await write(handle, 40);

    await Promise.all(processes.map((outbox) => outbox.dispatchOnce()));
    while ((await processes[0]!.dispatchOnce()) > 0);

    const rows = await executeRows<{ consumer: string; n: number }>(
      handle.db,
      sql`SELECT consumer, n FROM outbox_test_effects`,
    );
    for (const member of ['tally', 'ledger']) {
      const delivered = rows
        .filter((row) => row.consumer.startsWith(`${member}@`))
        .map((row) => row.n)
        .sort((left, right) => left - right);
      expect(delivered).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    }
    await Promise.all(processes.map((outbox) => outbox.stop()));
  });
});
