import { sql } from 'drizzle-orm';
import type { TCoinType } from '@casino/money';
import { executeRows, type TExecutor } from '#src/db/client';
import type { TTransferCode } from '#src/modules/wallet/wallet.types';

export interface TTransferListRow {
  id: number;
  code: TTransferCode;
  currency: TCoinType;
  amountMinor: number;
  reference: string | null;
  createdAt: string;
}

/**
 * The player's side of ledger transfers, read-only (decision 174). The net change comes from the
 * legs stored with each transfer; transfers that touch no player account (a held redemption's
 * payout) are not the player's movements and are left out.
 */
export function createTransactionsRepository(db: TExecutor) {
  return {
    async listForUser(query: {
      userId: string;
      codes: readonly TTransferCode[];
      from: Date;
      to: Date;
      limit: number;
      offset: number;
    }): Promise<{ rows: TTransferListRow[]; totalCount: number }> {
      const where = sql`t.user_id = ${query.userId}
        AND t.code IN (${sql.join(
          query.codes.map((code) => sql`${code}`),
          sql`, `,
        )})
        AND t.created_at >= ${query.from.toISOString()}::timestamptz
        AND t.created_at <= ${query.to.toISOString()}::timestamptz
        AND jsonb_array_length(t.result->'legs') > 0`;
      const [counted] = await executeRows<{ total_count: unknown }>(
        db,
        sql`SELECT COUNT(*) AS total_count FROM ledger_transfers t WHERE ${where}`,
      );
      const found = await executeRows<{
        id: unknown;
        code: TTransferCode;
        currency: TCoinType;
        amount_minor: unknown;
        reference: string | null;
        created_at: unknown;
      }>(
        db,
        sql`SELECT t.id, t.code, t.currency, t.created_at,
              (SELECT COALESCE(SUM((leg->>'amountMinor')::bigint), 0)
                 FROM jsonb_array_elements(t.result->'legs') AS leg) AS amount_minor,
              COALESCE(t.metadata->>'merchantRefNum', t.metadata->>'roundId',
                t.metadata->>'redeemRequestId') AS reference
            FROM ledger_transfers t
            WHERE ${where}
            ORDER BY t.created_at DESC, t.id DESC
            LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
      return {
        rows: found.map((row) => ({
          id: Number(row.id),
          code: row.code,
          currency: row.currency,
          amountMinor: Number(row.amount_minor),
          reference: row.reference,
          createdAt: new Date(
            row.created_at instanceof Date ? row.created_at : String(row.created_at),
          ).toISOString(),
        })),
        totalCount: Number(counted?.total_count ?? 0),
      };
    },
  };
}

export type TTransactionsRepository = ReturnType<typeof createTransactionsRepository>;
