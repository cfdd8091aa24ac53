import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonValue } from './json-value';

/**
 * The audit log (decision 143): one row per operator action and security-relevant player
 * action, written in the transaction of the change. Append-only: triggers in the migration
 * refuse UPDATE, DELETE and TRUNCATE. No foreign keys: the history outlives the rows it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    actorKind: text({ enum: ['operator', 'player', 'system'] }).notNull(),
    /** The user id of the operator or player; null for the system. */
    actorId: text(),
    /** '<area>.<verb>', e.g. 'config.set', 'player.signed_in'. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonValue(),
    after: jsonValue(),
    requestId: text(),
    ip: text(),
  },
  (table) => [
    check('audit_log_actor_kind', sql`${table.actorKind} IN ('operator', 'player', 'system')`),
    check('audit_log_actor_id', sql`(${table.actorKind} = 'system') = (${table.actorId} IS NULL)`),
    index('audit_log_actor').on(table.actorId, table.id),
    index('audit_log_action').on(table.action, table.id),
  ],
);
