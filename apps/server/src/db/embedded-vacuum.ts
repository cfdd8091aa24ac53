import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TDatabaseHandle } from '#src/db/client';
import { dailyMissionRounds } from '#src/db/schema/daily-missions';
import { outboxEvents } from '#src/db/schema/events-outbox';
import { idempotencyKeys } from '#src/db/schema/idempotency';
import { jobs } from '#src/db/schema/jobs';
import { questRounds } from '#src/db/schema/quests';

/**
 * The tables that lose rows all day: every round's outbox events are deleted once delivered,
 * every job once run, every idempotency key and counted round after its retention.
 */
const CHURNED_TABLES = [outboxEvents, jobs, idempotencyKeys, dailyMissionRounds, questRounds];

/** How often the embedded database's churned tables are vacuumed. */
export const EMBEDDED_VACUUM_EVERY_MS = 300_000;

export interface TEmbeddedVacuum {
  /** Vacuums the churned tables now; a failure is logged, the next run retries. */
  run(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * PGlite runs no autovacuum (decision 224): without it, the space of deleted rows is never
 * reused and the churned tables grow with every round played. PostgreSQL's autovacuum does
 * this itself, so only the embedded database gets a timer.
 */
export function createEmbeddedVacuum(options: {
  database: TDatabaseHandle;
  logger: Logger;
  everyMs?: number;
}): TEmbeddedVacuum {
  const { database, logger } = options;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;

  async function vacuum(): Promise<void> {
    try {
      for (const table of CHURNED_TABLES) await database.db.execute(sql`VACUUM ${table}`);
    } catch (error) {
      logger.warn({ err: error }, 'embedded database vacuum failed; the next run retries');
    }
  }

  function run(): Promise<void> {
    current ??= vacuum().finally(() => {
      current = null;
    });
    return current;
  }

  return {
    run,
    start() {
      if (database.kind !== 'pglite' || timer) return;
      timer = setInterval(() => void run(), options.everyMs ?? EMBEDDED_VACUUM_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
}
