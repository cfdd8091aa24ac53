import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { featureFlagOverrides, featureFlags } from '#src/db/schema/index';

export function createFlagsRepository(db: TExecutor) {
  return {
    async listValues(): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: featureFlags.key, value: featureFlags.value })
        .from(featureFlags);
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    async listOverrides(userId: string): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: featureFlagOverrides.key, value: featureFlagOverrides.value })
        .from(featureFlagOverrides)
        .where(eq(featureFlagOverrides.userId, userId));
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    async setValue(key: string, value: unknown, now: Date): Promise<void> {
      await db
        .insert(featureFlags)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: featureFlags.key, set: { value, updatedAt: now } });
    },

    async setOverride(userId: string, key: string, value: unknown, now: Date): Promise<void> {
      await db
        .insert(featureFlagOverrides)
        .values({ userId, key, value, createdAt: now })
        .onConflictDoUpdate({
          target: [featureFlagOverrides.userId, featureFlagOverrides.key],
          set: { value, createdAt: now },
        });
    },

    async deleteOverride(userId: string, key: string): Promise<void> {
      await db
        .delete(featureFlagOverrides)
        .where(and(eq(featureFlagOverrides.userId, userId), eq(featureFlagOverrides.key, key)));
    },
  };
}
export type TFlagsRepository = ReturnType<typeof createFlagsRepository>;
