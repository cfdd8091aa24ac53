import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type TDatabase, type TTransaction, executeRows } from '#src/db/client';
import { jsonRecordset } from '#src/db/json-rows';
import { createPassRunner } from '#src/db/leased-rows';

/**
 * The transactional outbox (decision 150). A writer adds `outboxInsert(…)` to the transaction
 * that makes the change (or to its statement, as a CTE): one row per subscribed consumer. A
 * dispatcher in every server process deletes a consumer's due rows (FOR UPDATE SKIP LOCKED)
 * in the transaction that hands them to the consumer (decisions 186 and 222): they are gone
 * when it commits, and back for any process when it rolls back or its process dies. A
 * consumer whose effects are in the database gets each event exactly once; effects outside it
 * (a socket push) at least once, so those consumers deduplicate by `eventKey`. No order is
 * promised between events.
 *
 * The batch consumers of one event share a row per event (decision 227): their group takes a
 * pass's rows once and runs each of them on the batch in a savepoint of that transaction. A
 * member that fails is rolled back alone and gets the batch as rows of its own, which it then
 * takes like any consumer (one by one after a failed batch, each bad event waiting its retry).
 */

export interface TDeliveryContext {
  /** Write the consumer's effects here: they commit with the row's removal, or not at all. */
  tx: TTransaction;
  eventKey: string;
  /** 1 on the first delivery; more after failed ones. */
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
    options?: {
      /**
       * Its events wait `gatherMs` like a batch consumer's (decision 231): for a durable path
       * behind a fast one, such as a push the committing process already sent from memory.
       */
      isGathering?: boolean;
    },
  ): void;
  /**
   * Registers a durable consumer that takes each pass's events as one batch. Its events wait
   * until they are `gatherMs` old (decision 225), so that under load one delivery carries the
   * events of many rounds; a per-event consumer (a socket push) gets its events at once. The
   * batch consumers of one event share its rows through their group (`batchGroupOf`).
   */
  consumeBatch<K extends keyof TEvents & string>(
    consumer: string,
    eventName: K,
    handler: TBatchConsumer<TEvents[K]>,
  ): void;
  /**
   * Asks for a dispatch pass soon (a writer calls it after its commit); coalesced. Naming the
   * event written lets the pass wait `gatherMs` when every consumer of it gathers, instead of
   * running after the nudge delay to find nothing due (decision 231).
   */
  nudge: (eventName?: keyof TEvents & string) => void;
  /**
   * One pass over every due row, gathering or not: delivers them to this process's consumers
   * and returns how many.
   */
  dispatchOnce: () => Promise<number>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The statement that fans one event out to its subscribers (use it in the writer's transaction).
 * `joining`, a relation of the same statement (a CTE), writes the rows once per row of it, none
 * when it is empty; `eventKey` and `payload` may read its columns.
 */
export function outboxInsert(eventName: string, eventKey: SQL, payload: SQL, joining?: SQL): SQL {
  return sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
    SELECT s.consumer, ${eventName}, ${eventKey}, ${payload}
    FROM outbox_subscriptions s ${joining ? sql`CROSS JOIN ${joining}` : sql``}
    WHERE s.event_name = ${eventName}`;
}

/** The consumer that takes an event's rows for all of its batch consumers (decision 227). */
export function batchGroupOf(eventName: string): string {
  return `batch:${eventName}`;
}

const BATCH_SIZE = 100;

/** What a row keeps of a failed delivery's error (`last_error`). */
function errorText(error: unknown): string {
  return String((error as Error)?.message ?? error).slice(0, 500);
}

export function createOutbox<TEvents extends object>(options: {
  db: TDatabase;
  logger: Logger;
  /** How often to look for rows written by other processes or left by a crash; 0 never. */
  pollMs: number;
  /** How long a nudge waits, gathering other writers' rows into the same pass. */
  nudgeDelayMs?: number;
  /** How old a batch consumer's events get before a pass delivers them (decision 225). */
  gatherMs?: number;
}): TOutbox<TEvents> {
  const { db, logger } = options;
  const consumers = new Map<
    string,
    { eventName: string; handler: TBatchConsumer<unknown>; gatherMs: number }
  >();
  /** Per event, its batch consumers by name, in the order they were registered. */
  const groups = new Map<string, Map<string, TBatchConsumer<unknown>>>();
  /** The events with a consumer that does not gather: a nudge for them runs the pass soon. */
  const promptEvents = new Set<string>();

  type TTakenRow = { id: number; event_key: string; payload: unknown; attempts: number };

  function register(
    consumer: string,
    eventName: string,
    handler: TBatchConsumer<unknown>,
    gatherMs = 0,
  ) {
    if (consumers.has(consumer)) throw new Error(`outbox consumer ${consumer} registered twice`);
    consumers.set(consumer, { eventName, handler, gatherMs });
    if (gatherMs === 0) promptEvents.add(eventName);
  }

  /**
   * Deletes up to `limit` of the consumer's due rows (or only the row `onlyId`) in `tx` and
   * returns them in the order they were written. The transaction holds them: they are gone
   * when it commits, and back, untouched, when it rolls back or its process dies.
   */
  async function take(
    tx: TTransaction,
    consumer: string,
    limit: number,
    onlyId: number | undefined,
  ): Promise<TTakenRow[]> {
    const rows = await executeRows<{
      id: unknown;
      event_key: string;
      payload: unknown;
      attempts: unknown;
    }>(
      tx,
      sql`DELETE FROM outbox_events
          WHERE id IN (
            SELECT id FROM outbox_events
            WHERE consumer = ${consumer} AND available_at <= now()
              ${onlyId === undefined ? sql`` : sql`AND id = ${onlyId}`}
            ORDER BY id LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, event_key, payload, attempts`,
    );
    return rows
      .map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }))
      .sort((left, right) => left.id - right.id);
  }

  /**
   * Runs each member of an event's group on the batch, each in a savepoint of the transaction
   * that took the rows. A member that throws is rolled back to its savepoint and gets the
   * batch's events as rows of its own, due at once: the other members' effects commit with the
   * rows' removal, and the failing member's rows go through its own retries.
   */
  async function deliverToGroup(
    eventName: string,
    members: ReadonlyMap<string, TBatchConsumer<unknown>>,
    events: readonly TDelivery<unknown>[],
    tx: TTransaction,
  ): Promise<void> {
    for (const [member, handler] of members) {
      try {
        await tx.transaction((savepoint) => handler(events, savepoint));
      } catch (error) {
        const message = errorText(error);
        logger.warn(
          { err: error, consumer: member, events: events.length },
          'outbox group delivery failed for one member; its events wait as rows of its own',
        );
        await tx.execute(
          sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload, last_error)
              SELECT ${member}, ${eventName}, v.event_key, v.payload, ${message}
              FROM ${jsonRecordset(
                events.map(({ eventKey, payload }) => ({ event_key: eventKey, payload })),
              )} AS v(event_key text, payload jsonb)`,
        );
      }
    }
  }

  /** Takes rows and runs the consumer over them in one transaction. */
  async function deliverTaken(
    consumer: string,
    limit: number,
    onlyId?: number,
  ): Promise<{ taken: TTakenRow[]; error?: unknown }> {
    let taken: TTakenRow[] = [];
    try {
      await db.transaction(async (tx) => {
        taken = await take(tx, consumer, limit, onlyId);
        if (taken.length === 0) return;
        await consumers.get(consumer)?.handler(
          taken.map((row) => ({
            payload: row.payload,
            eventKey: row.event_key,
            attempt: row.attempts + 1,
          })),
          tx,
        );
      });
      return { taken };
    } catch (error) {
      return { taken, error };
    }
  }

  /** A row whose delivery failed waits for its backoff, its failures counted on it. */
  async function holdBack(consumer: string, row: TTakenRow, error: unknown): Promise<void> {
    logger.error({ err: error, consumer, outboxId: row.id }, 'outbox delivery failed');
    const backoffMs = Math.min(60_000, 500 * 2 ** Math.min(row.attempts + 1, 7));
    await db.execute(
      sql`UPDATE outbox_events SET attempts = attempts + 1,
            available_at = now() + ${backoffMs} * interval '1 millisecond',
            last_error = ${errorText(error)}
          WHERE id = ${row.id}`,
    );
  }

  /**
   * One consumer's due rows in one transaction. When it fails (a handler threw, a deadlock with
   * another process) it rolls back as a whole and the rows go again one by one, so one bad
   * event neither holds back nor repeats the effects of the others; only it waits.
   */
  async function deliverConsumer(consumer: string): Promise<number> {
    const batch = await deliverTaken(consumer, BATCH_SIZE);
    if (batch.error === undefined) return batch.taken.length;
    if (batch.taken.length === 0) {
      logger.error({ err: batch.error, consumer }, 'outbox delivery failed');
      return 0;
    }
    if (batch.taken.length > 1) {
      logger.warn(
        { err: batch.error, consumer, rows: batch.taken.length },
        'outbox batch rolled back; delivering its rows one by one',
      );
    }
    for (const row of batch.taken) {
      const single = batch.taken.length === 1 ? batch : await deliverTaken(consumer, 1, row.id);
      if (single.error !== undefined) await holdBack(consumer, row, single.error);
    }
    return batch.taken.length;
  }

  /**
   * One pass: each consumer with due rows takes a batch; how many rows each took. A gathering
   * pass counts a batch consumer's rows due once the oldest is `gatherMs` old, then takes them
   * all.
   */
  async function dispatch(isGathering: boolean): Promise<number[]> {
    if (consumers.size === 0) return [];
    // The consumers with due rows: one indexed probe each, in one statement.
    const due = await executeRows<{ consumer: string }>(
      db,
      sql`SELECT c.consumer FROM (VALUES ${sql.join(
        [...consumers].map(
          ([name, { gatherMs }]) => sql`(${name}, ${isGathering ? gatherMs : 0}::integer)`,
        ),
        sql`, `,
      )}) AS c(consumer, gather_ms)
          WHERE EXISTS (SELECT 1 FROM outbox_events o
                        WHERE o.consumer = c.consumer
                          AND o.available_at <= now() - c.gather_ms * interval '1 millisecond')`,
    );
    // The consumers side by side: a slow consumer does not hold the others' events back, and
    // no consumer sees two of its own deliveries at once in this process.
    return Promise.all(due.map((row) => deliverConsumer(row.consumer)));
  }

  async function dispatchOnce(): Promise<number> {
    return (await dispatch(false)).reduce((sum, count) => sum + count, 0);
  }

  const passes = createPassRunner({
    pass: async () => (await dispatch(true)).some((count) => count === BATCH_SIZE),
    pollMs: options.pollMs,
    nudgeDelayMs: options.nudgeDelayMs ?? 0,
    logger,
    label: 'outbox dispatch',
  });

  return {
    consume(consumer, eventName, handler, consumeOptions) {
      register(
        consumer,
        eventName,
        async (events, tx) => {
          for (const { payload, eventKey, attempt } of events) {
            await handler(payload as TEvents[typeof eventName], { tx, eventKey, attempt });
          }
        },
        consumeOptions?.isGathering ? (options.gatherMs ?? 0) : 0,
      );
    },
    consumeBatch(consumer, eventName, handler) {
      // The member takes rows of its own only after its group's delivery failed for it.
      register(consumer, eventName, handler as TBatchConsumer<unknown>, options.gatherMs ?? 0);
      let members = groups.get(eventName);
      if (!members) {
        const group = new Map<string, TBatchConsumer<unknown>>();
        groups.set(eventName, group);
        register(
          batchGroupOf(eventName),
          eventName,
          (events, tx) => deliverToGroup(eventName, group, events, tx),
          options.gatherMs ?? 0,
        );
        members = group;
      }
      members.set(consumer, handler as TBatchConsumer<unknown>);
    },
    nudge(eventName) {
      if (consumers.size === 0) return;
      const gatherMs = options.gatherMs ?? 0;
      const isGathered = eventName !== undefined && gatherMs > 0 && !promptEvents.has(eventName);
      passes.nudge(isGathered ? gatherMs : undefined);
    },
    dispatchOnce,
    async start() {
      if (consumers.size === 0) return;
      const members = [...groups.values()].flatMap((group) => [...group.keys()]);
      const subscribed = [...consumers].filter(([consumer]) => !members.includes(consumer));
      await db.execute(
        sql`INSERT INTO outbox_subscriptions (consumer, event_name)
            VALUES ${sql.join(
              subscribed.map(([consumer, { eventName }]) => sql`(${consumer}, ${eventName})`),
              sql`, `,
            )}
            ON CONFLICT DO NOTHING`,
      );
      // A batch consumer is written for through its group; a subscription of its own (an
      // earlier version's) would write its events twice.
      if (members.length > 0) {
        await db.execute(
          sql`DELETE FROM outbox_subscriptions WHERE consumer IN (${sql.join(
            members.map((member) => sql`${member}`),
            sql`, `,
          )})`,
        );
      }
      if (options.pollMs > 0) passes.start();
    },
    stop: passes.stop,
  };
}
