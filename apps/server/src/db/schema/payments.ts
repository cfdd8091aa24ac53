import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TPackageBundle } from '@casino/contracts';
import { users } from './identity';

/**
 * Coin packages on sale (module store). `sku` is the seed's natural key; the operator may
 * change prices and amounts, and orders keep their own copy of what was sold.
 */
export const storePackages = pgTable(
  'store_packages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sku: text().notNull().unique(),
    title: text().notNull(),
    /** USD cents. */
    priceMinor: integer().notNull(),
    gcAmountMinor: bigint({ mode: 'number' }).notNull(),
    scAmountMinor: bigint({ mode: 'number' }).notNull(),
    bundles: jsonb().$type<TPackageBundle[]>().notNull().default([]),
    isFirstPurchaseOffer: boolean().notNull().default(false),
    badge: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (table) => [
    check('store_packages_price_positive', sql`${table.priceMinor} > 0`),
    check(
      'store_packages_amounts',
      sql`${table.gcAmountMinor} >= 0 AND ${table.scAmountMinor} >= 0`,
    ),
  ],
);

/**
 * One purchase attempt (module payments). Status moves one way: open → in progress → success
 * or failed, with pending between when the processor answers later (a bank or Skrill order
 * starts in progress: the payer is on the provider's page, decision 132); a credited order becomes
 * refunded or charged_back when the processor reverses it (decision 175). An order still unpaid
 * after PURCHASE_ORDER_EXPIRY_MINUTES becomes expired; a payment completed after that still
 * credits it (expired → success, decision 109). `credited_at` is set in the ledger transaction
 * that pays the coins, so an order is credited at most once.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantRefNum: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: integer()
      .notNull()
      .references(() => storePackages.id, { onDelete: 'restrict' }),
    provider: text({ enum: ['card', 'applepay', 'bank', 'skrill'] }).notNull(),
    status: text({
      enum: [
        'open',
        'in progress',
        'pending',
        'success',
        'failed',
        'expired',
        'refunded',
        'charged_back',
      ],
    }).notNull(),
    amountMinor: integer().notNull(),
    currencyCode: text().notNull(),
    gcAmountMinor: bigint({ mode: 'number' }).notNull(),
    scAmountMinor: bigint({ mode: 'number' }).notNull(),
    isFirstPurchaseOffer: boolean().notNull(),
    providerOrderId: text(),
    providerPaymentId: text(),
    failureCode: text(),
    failureReason: text(),
    creditedAt: timestamp({ withTimezone: true }),
    /** When the payment was submitted: from then on the order counts against the purchase limits. */
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchase_orders_user_created').on(table.userId, table.createdAt),
    index('purchase_orders_user_submitted').on(table.userId, table.submittedAt),
    check('purchase_orders_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * Each refund or chargeback of a purchase (decision 175), written with its last ledger transfer:
 * what the ledger took back per coin and the shortfall it could not take (coins the player had
 * already played away), for the operator to recover outside the ledger (decision 178).
 */
export const purchaseReversals = pgTable(
  'purchase_reversals',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantRefNum: text().notNull(),
    reversalId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text({ enum: ['refund', 'chargeback'] }).notNull(),
    amountMinor: integer().notNull(),
    currencyCode: text().notNull(),
    gcTakenMinor: bigint({ mode: 'number' }).notNull(),
    scTakenMinor: bigint({ mode: 'number' }).notNull(),
    gcShortfallMinor: bigint({ mode: 'number' }).notNull(),
    scShortfallMinor: bigint({ mode: 'number' }).notNull(),
    reversedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('purchase_reversals_reversal').on(table.merchantRefNum, table.reversalId),
    index('purchase_reversals_reversed').on(table.reversedAt),
  ],
);

/** Provider notifications seen, by the provider's event id (a redelivery repeats the id). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    eventType: text().notNull(),
    merchantRefNum: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * A player's own purchase limit for one window (module payments, decision 173). No row means
 * the operator's default. A raise waits in `pending_amount_minor` until `pending_effective_at`.
 */
export const purchaseLimits = pgTable(
  'purchase_limits',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text({ enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    amountMinor: integer().notNull(),
    pendingAmountMinor: integer(),
    pendingEffectiveAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.period] }),
    check('purchase_limits_amount', sql`${table.amountMinor} >= 0`),
    check(
      'purchase_limits_pending',
      sql`(${table.pendingAmountMinor} IS NULL) = (${table.pendingEffectiveAt} IS NULL)`,
    ),
  ],
);

/**
 * A card the player chose to save (module payments, decision 196): the card processor's
 * multi-use payment handle and what the player recognises it by. Never the card number or CVV.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The processor's customer the handle belongs to (one per player). */
    providerCustomerId: text().notNull(),
    providerHandleId: text().notNull(),
    paymentHandleToken: text().notNull().unique(),
    brand: text({ enum: ['visa', 'mastercard', 'amex', 'discover'] }).notNull(),
    lastFour: text().notNull(),
    expiryMonth: integer().notNull(),
    expiryYear: integer().notNull(),
    holderName: text().notNull(),
    /** When the processor forgets the handle (its timeToLiveSeconds at saving). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_cards_user_handle').on(table.userId, table.providerHandleId),
    check('saved_cards_last_four', sql`${table.lastFour} ~ '^[0-9]{4}$'`),
    check('saved_cards_expiry_month', sql`${table.expiryMonth} BETWEEN 1 AND 12`),
  ],
);
