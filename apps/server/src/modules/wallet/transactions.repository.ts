import { sql } from 'drizzle-orm';
import type { TCoinType } from '@casino/money';
import { executeRows, type TExecutor } from '#src/db/client';
import type { TTransferCode } from '#src/modules/wallet/wallet.types';

export interface TTransferListRow {
  /** The transfer's id, or the order's reference for an expired purchase order. */
  id: string;
  code: TTransferCode;
  /** completed: the coins moved; expired: a purchase order that expired unpaid (decision 109). */
  status: 'completed' | 'expired';
  currency: TCoinType;
  amountMinor: number;
  reference: string | null;
  createdAt: string;
}

/**
 * The player's side of ledger transfers, read-only (decision 174). The net change comes from the
 * legs stored with each transfer; transfers that touch no player account (a held redemption's
 * payout) are not the player's movements and are left out. When purchases are listed, the
 * player's purchase orders that expired unpaid are rows too, at the time they expired, with
 * nothing moved (decision 109): the one read of the payments module's table, so that one query
 * pages both.
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
      const expiredWhere = query.codes.includes('purchase')
        ? sql`o.user_id = ${query.userId}
        AND o.status = 'expired'
        AND o.updated_at >= ${query.from.toISOString()}::timestamptz
        AND o.updated_at <= ${query.to.toISOString()}::timestamptz`
        : sql`FALSE`;
      const [counted] = await executeRows<{ total_count: unknown }>(
        db,
        sql`SELECT (SELECT COUNT(*) FROM ledger_transfers t WHERE ${where})
                 + (SELECT COUNT(*) FROM purchase_orders o WHERE ${expiredWhere}) AS total_count`,
      );
      const found = await executeRows<{
        id: unknown;
        code: TTransferCode;
        status: 'completed' | 'expired';
        currency: TCoinType;
        amount_minor: unknown;
        reference: string | null;
        created_at: unknown;
      }>(
        db,
        sql`SELECT id, code, status, currency, created_at, amount_minor, reference FROM (
              SELECT t.id::text AS id, t.id AS sort_id, t.code, 'completed' AS status,
                t.currency, t.created_at,
                (SELECT COALESCE(SUM((leg->>'amountMinor')::bigint), 0)
                   FROM jsonb_array_elements(t.result->'legs') AS leg) AS amount_minor,
                COALESCE(t.metadata->>'merchantRefNum', t.metadata->>'roundId',
                  t.metadata->>'redeemRequestId') AS reference
              FROM ledger_transfers t
              WHERE ${where}
              UNION ALL
              SELECT o.merchant_ref_num, 0, 'purchase', 'expired', 'GC', o.updated_at, 0,
                o.merchant_ref_num
              FROM purchase_orders o
              WHERE ${expiredWhere}
            ) AS moves
            ORDER BY created_at DESC, sort_id DESC
            LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
      return {
        rows: found.map((row) => ({
          id: String(row.id),
          code: row.code,
          status: row.status,
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
