/**
 * What a failed statement means for the caller (decision 243), read from the driver's error
 * wherever Drizzle wrapped it (`cause`):
 *
 * - `conflict`: another transaction's writes came first (a deadlock or a serialization
 *   failure). The failing transaction rolled back; the same request may succeed again.
 * - `unavailable`: the database could not serve the request in time (no pooled connection
 *   within the connect timeout, a statement past its timeout, a transaction ended for idling,
 *   the server shutting down or unreachable). Its transaction rolled back too.
 * - `undefined`: any other fault, ours to fix.
 */
export type TDatabaseFailure = 'conflict' | 'unavailable';

/** SQLSTATEs of `conflict`: serialization_failure, deadlock_detected. */
const CONFLICT_STATES = new Set(['40001', '40P01']);

/**
 * SQLSTATEs of `unavailable`: query_canceled (statement timeout), idle-in-transaction session
 * timeout, lock_not_available, too_many_connections, admin/crash shutdown, cannot connect now,
 * and the connection exception class (08…).
 */
const UNAVAILABLE_STATES = new Set(['57014', '25P03', '55P03', '53300', '57P01', '57P02', '57P03']);

/** Node's socket errors of a database that cannot be reached. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/**
 * The pool's own errors carry no code: its wait for a free connection timing out, or a
 * connection ending under a query. Their texts are node-postgres's.
 */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
];

export function databaseFailureOf(error: unknown): TDatabaseFailure | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5;) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (CONFLICT_STATES.has(code)) return 'conflict';
      if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNREACHABLE_CODES.has(code)) {
        return 'unavailable';
      }
    }
    if (typeof message === 'string' && POOL_MESSAGES.some((text) => message.startsWith(text))) {
      return 'unavailable';
    }
    current = cause;
    depth += 1;
  }
  return undefined;
}
