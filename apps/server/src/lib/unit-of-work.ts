import type { TDatabase, TExecutor, TTransaction } from '#src/db/client';

/**
 * Runs work in one transaction with the module's repository bound to it, so a change and its
 * audit row (decision 143) commit or roll back together.
 */
export type TUnitOfWork<R> = <T>(
  work: (repository: R, tx: TTransaction) => Promise<T>,
) => Promise<T>;

export function unitOfWork<R>(
  db: TDatabase,
  createRepository: (executor: TExecutor) => R,
): TUnitOfWork<R> {
  return (work) => db.transaction((tx) => work(createRepository(tx), tx));
}
