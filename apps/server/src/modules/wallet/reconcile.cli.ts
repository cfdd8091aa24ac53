import { loadConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { systemClock } from '#src/lib/clock';
import { createReconciliationRepository } from '#src/modules/wallet/reconciliation.repository';
import { createReconciliationService } from '#src/modules/wallet/reconciliation.service';

/**
 * `npm run reconcile`: re-derives every balance from postings and prints the report. Exits 1 when
 * anything differs. On the embedded database stop the server first (one process per directory).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // The server's statement timeout is for requests: a ledger of millions of transfers may take
  // longer to re-derive.
  const database = await openDatabase({ ...config, DATABASE_STATEMENT_TIMEOUT_MS: 0 });
  try {
    const service = createReconciliationService({
      db: database.db,
      repository: createReconciliationRepository(),
      clock: systemClock,
    });
    const report = await service.reconcile();
    const lines = [
      `ledger reconciliation (${database.kind}) at ${report.checkedAt}`,
      `  accounts ${report.accountCount}, transfers ${report.transferCount}`,
      ...report.currencySums.map((row) => `  sum of ${row.currency} postings: ${row.sumMinor}`),
      ...report.houseTotals.map(
        (row) => `  house ${row.purpose} ${row.currency}: ${row.balanceMinor}`,
      ),
      `  balance mismatches: ${report.mismatches.length}`,
      `  negative balances: ${report.negativeBalances.length}`,
      `  unbalanced transfers: ${report.unbalancedTransfers.length}`,
      report.isBalanced ? 'OK: every balance equals its postings' : 'PROBLEMS FOUND:',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!report.isBalanced) {
      process.stdout.write(
        `${JSON.stringify({ mismatches: report.mismatches, negativeBalances: report.negativeBalances, unbalancedTransfers: report.unbalancedTransfers }, null, 2)}\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`reconcile failed: ${String(error)}\n`);
  process.exit(2);
});
