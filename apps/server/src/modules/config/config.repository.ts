import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { operatorConfigs } from '#src/db/schema/index';

export type TOperatorConfigRow = typeof operatorConfigs.$inferSelect;

export function createConfigRepository(db: TExecutor) {
  return {
    async listAll(): Promise<TOperatorConfigRow[]> {
      return db.select().from(operatorConfigs).orderBy(asc(operatorConfigs.key));
    },

    /** Public values of the given keys; unknown and private keys are simply absent. */
    async findPublicValues(keys: readonly string[]): Promise<Map<string, unknown>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: operatorConfigs.key, value: operatorConfigs.value })
        .from(operatorConfigs)
        .where(and(inArray(operatorConfigs.key, [...keys]), eq(operatorConfigs.isPublic, true)));
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    async findValue(key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: operatorConfigs.value })
        .from(operatorConfigs)
        .where(eq(operatorConfigs.key, key))
        .limit(1);
      return row?.value;
    },

    async setValue(key: string, value: unknown, now: Date): Promise<void> {
      await db
        .insert(operatorConfigs)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: operatorConfigs.key, set: { value, updatedAt: now } });
    },
  };
}
export type TConfigRepository = ReturnType<typeof createConfigRepository>;
