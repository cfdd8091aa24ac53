import type { TLedgerReconciliation } from '@casino/contracts';
import type { TDatabase } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import type { TReconciliationRepository } from '#src/modules/wallet/reconciliation.repository';

/**
 * Re-derives every balance from postings. The ledger is sound when every player balance equals
 * the sum of its postings and is not negative, every transfer sums to zero per currency, and all
 * postings of a currency sum to zero.
 */
export function createReconciliationService(deps: {
  db: TDatabase;
  repository: TReconciliationRepository;
  clock: TClock;
}) {
  const { db, repository } = deps;
  return {
    async reconcile(): Promise<TLedgerReconciliation> {
      // One snapshot for every query, so concurrent transfers cannot show up half-counted.
      return db.transaction(
        async (tx) => {
          const problems = await repository.playerAccountProblems(tx);
          const sums = await repository.currencySums(tx);
          const houseTotals = await repository.houseTotals(tx);
          const unbalanced = await repository.unbalancedTransfers(tx);
          const { accountCount, transferCount } = await repository.counts(tx);

          const toMismatch = (row: (typeof problems)[number]) => ({
            accountId: String(row.account_id),
            userId: row.user_id,
            bucket: row.bucket,
            storedMinor: row.stored_minor,
            postedMinor: row.posted_minor,
          });
          const mismatches = problems
            .filter((row) => row.stored_minor !== row.posted_minor)
            .map(toMismatch);
          const negativeBalances = problems
            .filter((row) => row.stored_minor.startsWith('-') || row.posted_minor.startsWith('-'))
            .map(toMismatch);
          const currencySums = (['GC', 'SC'] as const).map((currency) => ({
            currency,
            sumMinor: sums.find((row) => row.currency === currency)?.sum_minor ?? '0',
          }));
          const unbalancedTransfers = unbalanced.map((row) => ({
            transferId: String(row.transfer_id),
            currency: row.currency,
            sumMinor: row.sum_minor,
          }));
          return {
            isBalanced:
              mismatches.length === 0 &&
              negativeBalances.length === 0 &&
              unbalancedTransfers.length === 0 &&
              currencySums.every((row) => row.sumMinor === '0'),
            checkedAt: deps.clock.now().toISOString(),
            accountCount,
            transferCount,
            currencySums,
            houseTotals: houseTotals.map((row) => ({
              purpose: row.purpose,
              currency: row.currency,
              balanceMinor: row.balance_minor,
            })),
            mismatches,
            negativeBalances,
            unbalancedTransfers,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
export type TReconciliationService = ReturnType<typeof createReconciliationService>;
