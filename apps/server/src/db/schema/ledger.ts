import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The double-entry ledger (module wallet). Transfers and postings are append-only: a mistake is
 * corrected by a new transfer, never by an edit. Amounts are integer hundredths.
 */

/** One per player; `id` is the spec's walletId. Created lazily on the first read or transfer. */
export const ledgerWallets = pgTable('ledger_wallets', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'restrict' }),
  currencyCode: text().notNull().default('USD'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Player accounts (bucket gc, bsc, psc, wsc) keep a stored balance that never goes below zero.
 * House accounts (bucket = purpose: bets, wins, bonuses, …) store no balance: their totals are
 * derived from postings, so no single row is updated by every bet of every player.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text({ enum: ['player', 'house'] }).notNull(),
    walletId: bigint({ mode: 'number' }).references(() => ledgerWallets.id, {
      onDelete: 'restrict',
    }),
    currency: text({ enum: ['GC', 'SC'] }).notNull(),
    bucket: text().notNull(),
    balanceMinor: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_bucket')
      .on(table.walletId, table.bucket)
      .where(sql`${table.owner} = 'player'`),
    uniqueIndex('ledger_accounts_house_purpose')
      .on(table.bucket, table.currency)
      .where(sql`${table.owner} = 'house'`),
    check(
      'ledger_accounts_balance_by_owner',
      sql`(${table.owner} = 'player' AND ${table.walletId} IS NOT NULL AND ${table.balanceMinor} IS NOT NULL AND ${table.balanceMinor} >= 0)
        OR (${table.owner} = 'house' AND ${table.walletId} IS NULL AND ${table.balanceMinor} IS NULL)`,
    ),
  ],
);

/**
 * Why money moved, once per idempotency key. `requestHash` tells a true repeat (same content,
 * answered with `result`) from a reused key with different content (refused).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text().notNull().unique(),
    code: text().notNull(),
    userId: text().notNull(),
    currency: text({ enum: ['GC', 'SC'] }).notNull(),
    requestHash: text().notNull(),
    metadata: jsonb().notNull().default({}),
    /** The answer given the first time (postings by bucket, wallet state after). */
    result: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_transfers_user_created').on(table.userId, table.createdAt)],
);

/** The legs of a transfer; per transfer and currency they sum to zero. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    currency: text({ enum: ['GC', 'SC'] }).notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    index('ledger_postings_account').on(table.accountId),
    index('ledger_postings_transfer').on(table.transferId),
    check('ledger_postings_amount_nonzero', sql`${table.amountMinor} <> 0`),
  ],
);
