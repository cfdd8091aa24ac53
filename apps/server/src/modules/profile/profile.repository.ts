import { eq } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { playerProfiles } from '#src/db/schema/index';

export type TProfileRow = typeof playerProfiles.$inferSelect;
export type TProfilePatch = Partial<
  Omit<TProfileRow, 'userId' | 'createdAt' | 'updatedAt' | 'signUpIp'>
>;

export function createProfileRepository(db: TExecutor) {
  return {
    async insertIfAbsent(row: {
      userId: string;
      countryCode: string | null;
      territoryCode: string | null;
      currencyCode: string;
      signUpIp: string | null;
    }): Promise<void> {
      await db.insert(playerProfiles).values(row).onConflictDoNothing();
    },

    async findByUser(userId: string): Promise<TProfileRow | null> {
      const [row] = await db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId));
      return row ?? null;
    },

    async findByPhone(phone: string) {
      const [row] = await db
        .select({ userId: playerProfiles.userId, phoneVerified: playerProfiles.phoneVerified })
        .from(playerProfiles)
        .where(eq(playerProfiles.phone, phone));
      return row ?? null;
    },

    async update(userId: string, patch: TProfilePatch, now: Date): Promise<void> {
      await db
        .update(playerProfiles)
        .set({ ...patch, updatedAt: now })
        .where(eq(playerProfiles.userId, userId));
    },
  };
}
export type TProfileRepository = ReturnType<typeof createProfileRepository>;
