import { bigint, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Each player's mail-in request code (module amoe, decision 123): written on the card so the
 * operator can find the account. One per player, never changed.
 */
export const amoeCodes = pgTable('amoe_codes', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  code: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail-in requests the operator received and credited, never updated. The envelope id is
 * unique (one credit per envelope) and so is (player, period) (one credit per player per UTC
 * calendar day, the Sweepstakes Rules' limit); the SC moves in the ledger under `amoe:<envelope>`.
 */
export const amoeRequests = pgTable(
  'amoe_requests',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    envelopeId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    code: text().notNull(),
    /** The UTC calendar day the request was received and credited. */
    period: date({ mode: 'string' }).notNull(),
    postmarkedOn: date({ mode: 'string' }),
    scAmountMinor: bigint({ mode: 'number' }).notNull(),
    transferId: text().notNull(),
    operatorId: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('amoe_requests_envelope').on(table.envelopeId),
    uniqueIndex('amoe_requests_user_period').on(table.userId, table.period),
    index('amoe_requests_received').on(table.receivedAt),
  ],
);
