import { sql, type SQL } from 'drizzle-orm';
import type { TWalletState } from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import type { TExecutor, TTransaction } from '#src/db/client';
import { jsonTextArray } from '#src/db/json-rows';
import {
  PLAYER_BUCKETS,
  type THousePurpose,
  type TPlayerBucket,
  type TPlayerLeg,
  type TTransferCode,
} from '#src/modules/wallet/wallet.types';

/**
 * The only SQL that touches ledger tables. Written as plain SQL so every statement is visible:
 * the lock order, the conditional balance update and the ON CONFLICT targets are the invariants.
 * Integers come back as numbers on PGlite and as strings on PostgreSQL: `Number()` them.
 */

type TRow = Record<string, unknown>;

async function rows<T extends TRow>(executor: TExecutor, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface TLockedAccount {
  id: number;
  bucket: TPlayerBucket;
  balanceMinor: number;
}

/** What a transfer row keeps of its first answer, to repeat it for the same key. */
export interface TStoredOutcome {
  legs: TPlayerLeg[];
  state: TWalletState;
}

function toIsoString(value: unknown): string {
  return new Date(value instanceof Date ? value : String(value)).toISOString();
}

export interface TPostingInsert {
  accountId: number;
  currency: TCoinType;
  amountMinor: number;
}

const ZERO_STATE: TWalletState = { gc: 0, bsc: 0, psc: 0, wsc: 0 };

/**
 * A statement part that reads a player's balances as one JSON object by bucket (`{}` before
 * the wallet exists), for a caller that reads them beside its own write in one statement.
 */
export function playerBalancesSql(userId: string): SQL {
  return sql`(SELECT coalesce(jsonb_object_agg(a.bucket, a.balance_minor), '{}'::jsonb)
              FROM ledger_wallets w
              JOIN ledger_accounts a ON a.wallet_id = w.id AND a.owner = 'player'
              WHERE w.user_id = ${userId})`;
}

/** The balances `playerBalancesSql` read. */
export function playerBalancesOf(read: unknown): TWalletState {
  const byBucket = (typeof read === 'string' ? JSON.parse(read) : read) as Record<string, unknown>;
  const state = { ...ZERO_STATE };
  for (const bucket of PLAYER_BUCKETS) {
    if (Object.hasOwn(byBucket, bucket)) state[bucket] = Number(byBucket[bucket]);
  }
  return state;
}

function bucketCurrency(bucket: TPlayerBucket): TCoinType {
  return bucket === 'gc' ? 'GC' : 'SC';
}

/** SQL text of an instant as JavaScript's toISOString() writes it (milliseconds, UTC). */
export const ISO_INSTANT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** The 'wallet.changed' outbox rows of the transfer `t` of the statement (decision 150). */
function walletChangedOutbox(transfer: {
  code: TTransferCode;
  userId: string;
  currency: TCoinType;
  outcome: TStoredOutcome;
}): SQL {
  return sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
    SELECT s.consumer, s.event_name, t.id::text, jsonb_build_object(
      'userId', ${transfer.userId}::text, 'transferId', t.id::text, 'code', ${transfer.code}::text,
      'coin', ${transfer.currency}::text, 'state', ${JSON.stringify(transfer.outcome.state)}::jsonb,
      'roundId', t.metadata->>'roundId',
      'occurredAt', to_char(t.created_at AT TIME ZONE 'UTC', ${ISO_INSTANT}))
    FROM t CROSS JOIN outbox_subscriptions s WHERE s.event_name = 'wallet.changed'`;
}

export function createWalletRepository() {
  return {
    /** Creates the wallet and its four accounts if missing; safe to race (ON CONFLICT). */
    async ensureWallet(executor: TExecutor, userId: string): Promise<void> {
      await executor.execute(
        sql`INSERT INTO ledger_wallets (user_id) VALUES (${userId}) ON CONFLICT (user_id) DO NOTHING`,
      );
      const values = sql.join(
        PLAYER_BUCKETS.map((bucket) => sql`('player', ${bucketCurrency(bucket)}, ${bucket}, 0)`),
        sql`, `,
      );
      await executor.execute(sql`
        INSERT INTO ledger_accounts (owner, currency, bucket, balance_minor, wallet_id)
        SELECT v.owner, v.currency, v.bucket, v.balance_minor, w.id
        FROM (VALUES ${values}) AS v(owner, currency, bucket, balance_minor)
        CROSS JOIN ledger_wallets w WHERE w.user_id = ${userId}
        ON CONFLICT (wallet_id, bucket) WHERE owner = 'player' DO NOTHING`);
    },

    /**
     * Locks the player's accounts of every bucket in id order (one fixed order, so two transfers
     * never wait on each other crosswise). On PGlite transactions already run one at a time.
     */
    async lockPlayerAccounts(tx: TTransaction, userId: string): Promise<TLockedAccount[]> {
      const locked = await rows<{ id: unknown; bucket: TPlayerBucket; balance_minor: unknown }>(
        tx,
        sql`SELECT a.id, a.bucket, a.balance_minor FROM ledger_accounts a
            JOIN ledger_wallets w ON w.id = a.wallet_id
            WHERE w.user_id = ${userId} AND a.owner = 'player'
            ORDER BY a.id FOR UPDATE OF a`,
      );
      return locked.map((row) => ({
        id: Number(row.id),
        bucket: row.bucket,
        balanceMinor: Number(row.balance_minor),
      }));
    },

    async findTransfer(executor: TExecutor, idempotencyKey: string) {
      const found = await rows<{
        id: unknown;
        code: TTransferCode;
        user_id: string;
        currency: TCoinType;
        request_hash: string;
        result: TStoredOutcome;
        created_at: unknown;
      }>(
        executor,
        sql`SELECT id, code, user_id, currency, request_hash, result, created_at
            FROM ledger_transfers WHERE idempotency_key = ${idempotencyKey}`,
      );
      const row = found[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        code: row.code,
        userId: row.user_id,
        currency: row.currency,
        requestHash: row.request_hash,
        outcome: row.result,
        createdAt: toIsoString(row.created_at),
      };
    },

    /**
     * Writes the transfer, its postings and the player balance changes in ONE statement (one
     * round trip inside the transaction). When the key exists already (a concurrent twin
     * committed) nothing is written and null comes back. `updatedCount` below the number of
     * deltas means a balance would have gone negative: the caller must roll back.
     */
    async commitTransfer(
      tx: TTransaction,
      transfer: {
        idempotencyKey: string;
        code: TTransferCode;
        userId: string;
        currency: TCoinType;
        requestHash: string;
        metadata: unknown;
        outcome: TStoredOutcome;
        deltas: Map<number, number>;
        postings: TPostingInsert[];
      },
    ): Promise<{ id: number; createdAt: string; updatedCount: number } | null> {
      const deltaValues =
        transfer.deltas.size > 0
          ? sql.join(
              [...transfer.deltas].map(([id, delta]) => sql`(${id}::bigint, ${delta}::bigint)`),
              sql`, `,
            )
          : sql`(NULL::bigint, 0::bigint)`;
      const postingValues =
        transfer.postings.length > 0
          ? sql.join(
              transfer.postings.map(
                (posting) =>
                  sql`(${posting.accountId}::bigint, ${posting.currency}, ${posting.amountMinor}::bigint)`,
              ),
              sql`, `,
            )
          : sql`(NULL::bigint, NULL::text, 0::bigint)`;
      const committed = await rows<{ id: unknown; created_at: unknown; updated_count: unknown }>(
        tx,
        sql`WITH t AS (
              INSERT INTO ledger_transfers
                (idempotency_key, code, user_id, currency, request_hash, metadata, result)
              VALUES (${transfer.idempotencyKey}, ${transfer.code}, ${transfer.userId},
                ${transfer.currency}, ${transfer.requestHash},
                ${JSON.stringify(transfer.metadata)}::jsonb, ${JSON.stringify(transfer.outcome)}::jsonb)
              ON CONFLICT (idempotency_key) DO NOTHING
              RETURNING id, created_at, metadata
            ), u AS (
              UPDATE ledger_accounts a SET balance_minor = a.balance_minor + v.delta
              FROM (VALUES ${deltaValues}) AS v(id, delta)
              WHERE a.id = v.id AND a.owner = 'player' AND a.balance_minor + v.delta >= 0
                AND EXISTS (SELECT 1 FROM t)
              RETURNING a.id
            ), p AS (
              INSERT INTO ledger_postings (transfer_id, account_id, currency, amount_minor)
              SELECT t.id, v.account_id, v.currency, v.amount_minor
              FROM t CROSS JOIN (VALUES ${postingValues}) AS v(account_id, currency, amount_minor)
              WHERE v.account_id IS NOT NULL
              RETURNING 1
            ), o AS (${walletChangedOutbox(transfer)})
            SELECT t.id, t.created_at, (SELECT COUNT(*) FROM u) AS updated_count,
                   (SELECT COUNT(*) FROM p) AS posting_count
            FROM t`,
      );
      const row = committed[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        createdAt: toIsoString(row.created_at),
        updatedCount: Number(row.updated_count),
      };
    },

    /** House account id for a purpose and currency, created on first use. */
    async houseAccountId(
      executor: TExecutor,
      purpose: THousePurpose,
      currency: TCoinType,
    ): Promise<number> {
      await executor.execute(
        sql`INSERT INTO ledger_accounts (owner, currency, bucket)
            VALUES ('house', ${currency}, ${purpose})
            ON CONFLICT (bucket, currency) WHERE owner = 'house' DO NOTHING`,
      );
      const found = await rows<{ id: unknown }>(
        executor,
        sql`SELECT id FROM ledger_accounts
            WHERE owner = 'house' AND bucket = ${purpose} AND currency = ${currency}`,
      );
      return Number(found[0]?.id);
    },

    /** The balances each transfer left, by transfer id; ids that are not transfers are absent. */
    async readStatesAfter(
      executor: TExecutor,
      transferIds: readonly string[],
    ): Promise<Map<string, TWalletState>> {
      const ids = [...new Set(transferIds)].filter((id) => /^[0-9]{1,18}$/.test(id));
      if (ids.length === 0) return new Map();
      const found = await rows<{ id: unknown; state: TWalletState }>(
        executor,
        sql`SELECT id, result->'state' AS state FROM ledger_transfers
            WHERE id = ANY(${jsonTextArray(ids)}::bigint[])`,
      );
      return new Map(found.map((row) => [String(row.id), row.state]));
    },

    async hasTransferOfCode(
      executor: TExecutor,
      userId: string,
      code: TTransferCode,
    ): Promise<boolean> {
      const found = await rows<{ found: unknown }>(
        executor,
        sql`SELECT 1 AS found FROM ledger_transfers
            WHERE user_id = ${userId} AND code = ${code} LIMIT 1`,
      );
      return found.length > 0;
    },

    async readWallet(executor: TExecutor, userId: string) {
      const found = await rows<{
        wallet_id: unknown;
        currency_code: string;
        bucket: TPlayerBucket | null;
        balance_minor: unknown;
      }>(
        executor,
        sql`SELECT w.id AS wallet_id, w.currency_code, a.bucket, a.balance_minor
            FROM ledger_wallets w
            LEFT JOIN ledger_accounts a ON a.wallet_id = w.id AND a.owner = 'player'
            WHERE w.user_id = ${userId}`,
      );
      const first = found[0];
      if (!first) return null;
      const state = { ...ZERO_STATE };
      for (const row of found) if (row.bucket) state[row.bucket] = Number(row.balance_minor);
      return { walletId: Number(first.wallet_id), currencyCode: first.currency_code, state };
    },
  };
}
export type TWalletRepository = ReturnType<typeof createWalletRepository>;
