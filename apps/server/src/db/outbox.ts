import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type TDatabase, type TTransaction, executeRows } from '#src/db/client';
import { createPassRunner, workClaimedRows } from '#src/db/leased-rows';

/**
 * The transactional outbox (decision 150). A writer adds `outboxInsert(…)` to the transaction
 * that makes the change (or to its statement, as a CTE): one row per subscribed consumer. A
 * dispatcher in every server process claims due rows with FOR UPDATE SKIP LOCKED (a short
 * lease, so a process that dies holding a claim only delays it), and hands each row to its
 * consumer inside a transaction that also deletes the row (a consumer's rows of one pass share
 * one transaction, decision 186): a consumer whose effects are in the
 * database gets each event exactly once; effects outside it (a socket push) at least once, so
 * those consumers deduplicate by `eventKey`. No order is promised between events.
 */

export interface TDeliveryContext {
  /** Write the consumer's effects here: they commit with the row's removal, or not at all. */
  tx: TTransaction;
  eventKey: string;
  /** 1 on the first delivery; more after a failure or an expired claim. */
  attempt: number;
}

type TConsumer<P> = (payload: P, context: TDeliveryContext) => Promise<void>;

/** One event of a batch handed to a batch consumer. */
export interface TDelivery<P> {
  payload: P;
  eventKey: string;
  attempt: number;
}

/**
 * A consumer of a pass's events at once, in the order they were written: its effects go in
 * `tx` with a few statements for the whole batch instead of a few per event. A batch may
 * hold one event (the retry of a failed batch) and an event may come again after a crash.
 */
type TBatchConsumer<P> = (events: readonly TDelivery<P>[], tx: TTransaction) => Promise<void>;

export interface TOutbox<TEvents extends object> {
  /**
   * Registers a durable consumer. Call it while the app is built: the subscription is stored
   * when the dispatcher starts, and from then on every process writes the consumer's rows.
   */
  consume<K extends keyof TEvents & string>(
    consumer: string,
    eventName: K,
    handler: TConsumer<TEvents[K]>,
  ): void;
  /** Registers a durable consumer that takes each pass's events as one batch. */
  consumeBatch<K extends keyof TEvents & string>(
    consumer: string,
    eventName: K,
    handler: TBatchConsumer<TEvents[K]>,
  ): void;
  /** Asks for a dispatch pass soon (a writer calls it after its commit); coalesced. */
  nudge: () => void;
  /** One pass: claims due rows of this process's consumers and delivers them; returns how many. */
  dispatchOnce: () => Promise<number>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The statement that fans one event out to its subscribers (use it in the writer's transaction). */
export function outboxInsert(eventName: string, eventKey: SQL, payload: SQL): SQL {
  return sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
    SELECT s.consumer, ${eventName}, ${eventKey}, ${payload}
    FROM outbox_subscriptions s WHERE s.event_name = ${eventName}`;
}

const BATCH_SIZE = 100;

export function createOutbox<TEvents extends object>(options: {
  db: TDatabase;
  logger: Logger;
  /** How often to look for rows written by other processes or left by a crash; 0 never. */
  pollMs: number;
  leaseMs: number;
  /** How long a nudge waits, gathering other writers' rows into the same pass. */
  nudgeDelayMs?: number;
}): TOutbox<TEvents> {
  const { db, logger } = options;
  const consumers = new Map<string, { eventName: string; handler: TBatchConsumer<unknown> }>();

  type TClaimedRow = {
    id: number;
    consumer: string;
    event_key: string;
    payload: unknown;
    attempts: number;
  };

  function handle(tx: TTransaction, rows: readonly TClaimedRow[]): Promise<void> {
    const entry = rows[0] && consumers.get(rows[0].consumer);
    if (!entry) return Promise.resolve();
    return entry.handler(
      rows.map((row) => ({ payload: row.payload, eventKey: row.event_key, attempt: row.attempts })),
      tx,
    );
  }

  function register(consumer: string, eventName: string, handler: TBatchConsumer<unknown>) {
    if (consumers.has(consumer)) throw new Error(`outbox consumer ${consumer} registered twice`);
    consumers.set(consumer, { eventName, handler });
  }

  /**
   * One consumer's claimed rows in one transaction; when it fails (a handler threw, a deadlock
   * with another process, a row claimed again) the rows go again one by one, so one bad event
   * neither holds back nor repeats the effects of the others.
   */
  async function deliverAll(rows: readonly TClaimedRow[]): Promise<void> {
    if (rows.length > 1) {
      try {
        await workClaimedRows(db, 'outbox_events', rows, handle);
        return;
      } catch (error) {
        logger.warn(
          { err: error, consumer: rows[0]?.consumer, rows: rows.length },
          'outbox batch rolled back; delivering its rows one by one',
        );
      }
    }
    for (const row of rows) await deliver(row);
  }

  async function deliver(row: TClaimedRow): Promise<void> {
    try {
      await workClaimedRows(db, 'outbox_events', [row], handle);
    } catch (error) {
      logger.error(
        { err: error, consumer: row.consumer, outboxId: row.id },
        'outbox delivery failed',
      );
      const backoffMs = Math.min(60_000, 500 * 2 ** Math.min(row.attempts, 7));
      await db.execute(
        sql`UPDATE outbox_events SET available_at = now() + ${backoffMs} * interval '1 millisecond',
              last_error = ${String((error as Error)?.message ?? error).slice(0, 500)}
            WHERE id = ${row.id} AND attempts = ${row.attempts}`,
      );
    }
  }

  async function dispatchOnce(): Promise<number> {
    if (consumers.size === 0) return 0;
    const names = [...consumers.keys()];
    const claimed = await executeRows<{
      id: unknown;
      consumer: string;
      event_key: string;
      payload: unknown;
      attempts: unknown;
    }>(
      db,
      sql`UPDATE outbox_events o
          SET attempts = o.attempts + 1,
              available_at = now() + ${options.leaseMs} * interval '1 millisecond'
          WHERE o.id IN (
            SELECT id FROM outbox_events
            WHERE consumer IN (${sql.join(
              names.map((name) => sql`${name}`),
              sql`, `,
            )}) AND available_at <= now()
            ORDER BY id LIMIT ${BATCH_SIZE}
            FOR UPDATE SKIP LOCKED)
          RETURNING o.id, o.consumer, o.event_key, o.payload, o.attempts`,
    );
    const rows = claimed
      .map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }))
      .sort((left, right) => left.id - right.id);
    // Each consumer's rows in one transaction, the consumers side by side: a slow consumer does
    // not hold the others' events back, and no consumer sees two of its own deliveries at once.
    const byConsumer = new Map<string, TClaimedRow[]>();
    for (const row of rows)
      byConsumer.set(row.consumer, [...(byConsumer.get(row.consumer) ?? []), row]);
    await Promise.all([...byConsumer.values()].map(deliverAll));
    return rows.length;
  }

  const passes = createPassRunner({
    pass: dispatchOnce,
    batchSize: BATCH_SIZE,
    pollMs: options.pollMs,
    nudgeDelayMs: options.nudgeDelayMs ?? 0,
    logger,
    label: 'outbox dispatch',
  });

  return {
    consume(consumer, eventName, handler) {
      register(consumer, eventName, async (events, tx) => {
        for (const { payload, eventKey, attempt } of events) {
          await handler(payload as TEvents[typeof eventName], { tx, eventKey, attempt });
        }
      });
    },
    consumeBatch(consumer, eventName, handler) {
      register(consumer, eventName, handler as TBatchConsumer<unknown>);
    },
    nudge() {
      if (consumers.size > 0) passes.nudge();
    },
    dispatchOnce,
    async start() {
      if (consumers.size === 0) return;
      await db.execute(
        sql`INSERT INTO outbox_subscriptions (consumer, event_name)
            VALUES ${sql.join(
              [...consumers].map(([consumer, { eventName }]) => sql`(${consumer}, ${eventName})`),
              sql`, `,
            )}
            ON CONFLICT DO NOTHING`,
      );
      if (options.pollMs > 0) passes.start();
    },
    stop: passes.stop,
  };
}
