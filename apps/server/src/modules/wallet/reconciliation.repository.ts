import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';

/**
 * Read-only queries that re-derive the ledger from its postings. Sums are cast to text: house
 * totals over a long history may pass 2^53 and must stay exact.
 */
async function rows<T>(executor: TExecutor, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return (result as { rows: T[] }).rows;
}

interface TAccountRow {
  account_id: unknown;
  user_id: string | null;
  bucket: string;
  stored_minor: string;
  posted_minor: string;
}

export function createReconciliationRepository() {
  return {
    /** Player accounts whose stored balance is not the sum of their postings, or is negative. */
    playerAccountProblems(executor: TExecutor) {
      return rows<TAccountRow>(
        executor,
        sql`SELECT a.id AS account_id, w.user_id, a.bucket,
              a.balance_minor::text AS stored_minor,
              COALESCE(p.total, 0)::text AS posted_minor
            FROM ledger_accounts a
            JOIN ledger_wallets w ON w.id = a.wallet_id
            LEFT JOIN (SELECT account_id, SUM(amount_minor) AS total FROM ledger_postings
                       GROUP BY account_id) p ON p.account_id = a.id
            WHERE a.owner = 'player'
              AND (a.balance_minor <> COALESCE(p.total, 0) OR a.balance_minor < 0
                   OR COALESCE(p.total, 0) < 0)
            ORDER BY a.id`,
      );
    },

    currencySums(executor: TExecutor) {
      return rows<{ currency: 'GC' | 'SC'; sum_minor: string }>(
        executor,
        sql`SELECT currency, SUM(amount_minor)::text AS sum_minor
            FROM ledger_postings GROUP BY currency ORDER BY currency`,
      );
    },

    houseTotals(executor: TExecutor) {
      return rows<{ purpose: string; currency: 'GC' | 'SC'; balance_minor: string }>(
        executor,
        sql`SELECT a.bucket AS purpose, a.currency,
              COALESCE(SUM(p.amount_minor), 0)::text AS balance_minor
            FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
            WHERE a.owner = 'house' GROUP BY a.bucket, a.currency ORDER BY a.currency, a.bucket`,
      );
    },

    unbalancedTransfers(executor: TExecutor) {
      return rows<{ transfer_id: unknown; currency: 'GC' | 'SC'; sum_minor: string }>(
        executor,
        sql`SELECT transfer_id, currency, SUM(amount_minor)::text AS sum_minor
            FROM ledger_postings GROUP BY transfer_id, currency
            HAVING SUM(amount_minor) <> 0 ORDER BY transfer_id LIMIT 1000`,
      );
    },

    async counts(executor: TExecutor) {
      const [row] = await rows<{ accounts: unknown; transfers: unknown }>(
        executor,
        sql`SELECT (SELECT COUNT(*) FROM ledger_accounts) AS accounts,
                   (SELECT COUNT(*) FROM ledger_transfers) AS transfers`,
      );
      return {
        accountCount: Number(row?.accounts ?? 0),
        transferCount: Number(row?.transfers ?? 0),
      };
    },
  };
}
export type TReconciliationRepository = ReturnType<typeof createReconciliationRepository>;
