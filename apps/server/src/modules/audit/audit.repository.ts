import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { auditLog } from '#src/db/schema/index';

export type TAuditRow = typeof auditLog.$inferSelect;
export type TNewAuditRow = typeof auditLog.$inferInsert;

export interface TAuditFilter {
  beforeId?: number;
  actorId?: string;
  actorKind?: TAuditRow['actorKind'];
  action?: string;
  limit: number;
}

/** Inserts and reads only: the table refuses updates and deletes (decision 143). */
export function createAuditRepository() {
  return {
    async insert(executor: TExecutor, row: TNewAuditRow): Promise<void> {
      await executor.insert(auditLog).values(row);
    },

    /** Newest first, by id (ids grow with time; `occurredAt` may tie). */
    async list(executor: TExecutor, filter: TAuditFilter): Promise<TAuditRow[]> {
      const conditions: SQL[] = [];
      if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId));
      if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.actorKind !== undefined) conditions.push(eq(auditLog.actorKind, filter.actorKind));
      if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
      return executor
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
export type TAuditRepository = ReturnType<typeof createAuditRepository>;
