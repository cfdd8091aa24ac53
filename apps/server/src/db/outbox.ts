import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type TDatabase, type TTransaction, executeRows } from '#src/db/client';

/**
 * The transactional outbox (decision 150). A writer adds `outboxInsert(…)` to the transaction
 * that makes the change (or to its statement, as a CTE): one row per subscribed consumer. A
 * dispatcher in every server process claims due rows with FOR UPDATE SKIP LOCKED (a short
 * lease, so a process that dies holding a claim only delays it), and hands each row to its
 * consumer inside a transaction that also deletes the row: a consumer whose effects are in the
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
}): TOutbox<TEvents> {
  const { db, logger } = options;
  const consumers = new Map<string, { eventName: string; handler: TConsumer<never> }>();
  let isRunning = false;
  let pass: Promise<number> | null = null;
  let isPassWanted = false;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(row: {
    id: number;
    consumer: string;
    event_key: string;
    payload: unknown;
    attempts: number;
  }): Promise<void> {
    const entry = consumers.get(row.consumer);
    if (!entry) return;
    try {
      await db.transaction(async (tx) => {
        await (entry.handler as TConsumer<unknown>)(row.payload, {
          tx,
          eventKey: row.event_key,
          attempt: row.attempts,
        });
        const removed = await executeRows(
          tx,
          sql`DELETE FROM outbox_events WHERE id = ${row.id} AND attempts = ${row.attempts} RETURNING id`,
        );
        // Another process claimed it after our lease ran out: its delivery stands, ours rolls back.
        if (removed.length === 0) {
          throw new Error(`outbox row ${row.id} was claimed again`);
        }
      });
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
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  /** Runs passes until one finds nothing; one at a time per process. */
  function runPasses(): void {
    if (!isRunning) return;
    if (pass) {
      isPassWanted = true;
      return;
    }
    isPassWanted = false;
    pass = dispatchOnce()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'outbox dispatch failed');
        return 0;
      })
      .then((count) => {
        pass = null;
        if (count === BATCH_SIZE || isPassWanted) setImmediate(runPasses);
        return count;
      });
  }

  return {
    consume(consumer, eventName, handler) {
      if (consumers.has(consumer)) throw new Error(`outbox consumer ${consumer} registered twice`);
      consumers.set(consumer, { eventName, handler });
    },
    nudge() {
      if (isRunning && consumers.size > 0) setImmediate(runPasses);
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
      if (options.pollMs === 0) return;
      isRunning = true;
      timer = setInterval(runPasses, options.pollMs);
      timer.unref();
      runPasses();
    },
    async stop() {
      isRunning = false;
      if (timer) clearInterval(timer);
      timer = null;
      await pass;
    },
  };
}
