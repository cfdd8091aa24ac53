import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { TDatabaseHandle } from '#src/db/client';

/**
 * The statements `run` sends to the database, BEGIN, COMMIT and ROLLBACK included, in order:
 * each is one round trip. Only work started inside `run` counts, while `run` lasts: a timer it
 * sets (an outbox nudge) counts if it fires by then, so callers hold those off.
 */
export async function recordStatements(
  database: TDatabaseHandle,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const statements: string[] = [];
  const recording = new AsyncLocalStorage<string[]>();
  const record = (text: string) => recording.getStore()?.push(text.trim().split(/\s+/).join(' '));
  const restore = database.pglite ? tapPglite(database.pglite, record) : tapPostgres(record);
  try {
    await recording.run(statements, run);
  } finally {
    restore();
  }
  return statements;
}

function tapPglite(pglite: PGlite, record: (text: string) => void): () => void {
  const tapped = <F extends (text: string, ...rest: never[]) => unknown>(original: F) =>
    ((text: string, ...rest: never[]) => {
      record(text);
      return original(text, ...rest);
    }) as F;
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = tapped(pglite.query.bind(pglite));
  pglite.exec = tapped(pglite.exec.bind(pglite));
  pglite.transaction = (async (callback: (tx: Transaction) => Promise<unknown>) => {
    record('BEGIN');
    try {
      const result = await transaction((tx) => {
        const query = tapped(tx.query.bind(tx));
        const exec = tapped(tx.exec.bind(tx));
        return callback(
          new Proxy(tx, {
            get: (target, key): unknown =>
              key === 'query' ? query : key === 'exec' ? exec : Reflect.get(target, key),
          }),
        );
      });
      record('COMMIT');
      return result;
    } catch (error) {
      record('ROLLBACK');
      throw error;
    }
  }) as PGlite['transaction'];
  // The tapped methods are the instance's own; the prototype's show through again.
  return () => {
    for (const key of ['query', 'exec', 'transaction']) Reflect.deleteProperty(pglite, key);
  };
}

function tapPostgres(record: (text: string) => void): () => void {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const { query } = prototype;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config] = args;
    record(typeof config === 'string' ? config : String((config as { text?: unknown }).text));
    return query.apply(this, args);
  };
  return () => {
    prototype.query = query;
  };
}
