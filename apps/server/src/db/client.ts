import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/**
 * Typed against the shared pg-core base so every repository works on PGlite and PostgreSQL alike.
 * Without Drizzle's relational API (`db.query.*`): it is unused, and with a schema every
 * transaction and savepoint built a query builder per table (1.3 % of a hot round's time).
 */
export type TDatabase = PgDatabase<PgQueryResultHKT>;
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
/** A repository accepts either the database or an open transaction. */
export type TExecutor = TDatabase | TTransaction;

/** The rows of a raw statement; both drivers answer `{ rows }`. */
export async function executeRows<T>(executor: TExecutor, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface TDatabaseHandle {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Present for PGlite only: the embedded instance (tests dump and load it). */
  pglite?: PGlite;
  /** Present for PostgreSQL only: the connection pool. */
  pool?: pg.Pool;
}

/** Every open of a PGlite directory must load the same extensions the migrations created. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }) {
  if (options.dataDir) await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.waitReady;
  return pglite;
}

export function wrapPglite(pglite: PGlite): TDatabaseHandle {
  const db = drizzlePglite(pglite, { casing: 'snake_case' }) as unknown as TDatabase;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

/**
 * How a PostgreSQL pool waits and how long its statements may run (decision 243). Unset, a
 * limit is off: tools, tests and benchmarks use that; the server passes its configuration.
 */
export interface TPostgresOptions {
  /** Connections the pool keeps open at most. */
  maxConnections?: number;
  /** How long a query waits for a free connection (or a new one to open) before failing. */
  connectTimeoutMs?: number;
  /** PostgreSQL cancels a statement that runs longer (`statement_timeout`). */
  statementTimeoutMs?: number;
  /** PostgreSQL ends a session whose transaction sits idle longer (and rolls it back). */
  idleInTransactionTimeoutMs?: number;
}

export function openPostgres(
  connectionString: string,
  options: TPostgresOptions = {},
): TDatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 20,
    // A connection behind a load balancer or NAT that dropped it is found by the kernel's
    // probes instead of on the next query.
    keepAlive: true,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    // Sent in the start-up message: every connection has them, at no round trip.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.idleInTransactionTimeoutMs
      ? { idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs }
      : {}),
  });
  // An idle connection the server ends (restart, failover, a dropped database, an idle
  // transaction's timeout) is an 'error' on the pool; unhandled it would end the process. The
  // pool opens a new one on next use.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // The pool listens only while a connection is idle. Ended while lent out between two
  // statements (an idle transaction's timeout, a restart), the connection would raise an
  // 'error' nobody hears, which ends the process; heard here, the lender's next statement fails
  // instead and the pool discards the connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.emitWarning(`PostgreSQL ended a connection in use: ${error.message}`);
    });
  });
  giveBackOnFailedFirstStatement(pool);
  const db = drizzlePostgres(pool, { casing: 'snake_case' }) as unknown as TDatabase;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

type TQueryable = { query: (...args: unknown[]) => unknown };

/**
 * Drizzle's node-postgres transaction (drizzle-orm 0.45, `node-postgres/session.js`) sends
 * BEGIN before its `try`. When BEGIN fails, on a connection that ended while the pool held it
 * idle and before the pool heard of it, the connection is never given back: the pool stays one
 * connection short for as long as the process runs. So a connection lent by `connect()` whose
 * first statement fails is given back at once, to be discarded, and a later `release` of it
 * does nothing. The only other lender, the start-up lock, stops at such a failure too.
 */
function giveBackOnFailedFirstStatement(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const guarded = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const release = client.release.bind(client);
    let isReleased = false;
    client.release = (error) => {
      if (isReleased) return;
      isReleased = true;
      release(error);
    };
    // Watches the first statement only: removed, this own property uncovers the client's method.
    const own = client as unknown as { query?: (...args: unknown[]) => unknown };
    own.query = (...args: unknown[]) => {
      delete own.query;
      const result: unknown = (client as unknown as TQueryable).query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : true);
        throw error;
      });
    };
    return client;
  };
  // The pool's own queries (`pool.query`) borrow with a callback: they are left as they are.
  pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
    callback ? connect(callback) : guarded()) as typeof pool.connect;
}

/** DATABASE_URL picks PostgreSQL; otherwise the embedded database lives in `<dataDir>/pglite`. */
export async function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_MAX: number;
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DATABASE_STATEMENT_TIMEOUT_MS: number;
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: number;
  dataDir: string;
}): Promise<TDatabaseHandle> {
  if (config.DATABASE_URL) {
    return openPostgres(config.DATABASE_URL, {
      maxConnections: config.DATABASE_POOL_MAX,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    });
  }
  return wrapPglite(await openPglite({ dataDir: path.join(config.dataDir, 'pglite') }));
}
