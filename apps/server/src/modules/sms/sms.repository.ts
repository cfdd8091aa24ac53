import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { smsOutbox } from '#src/db/schema/index';

export function createSmsRepository(db: TExecutor) {
  return {
    async insert(message: { toNumber: string; text: string }): Promise<void> {
      await db.insert(smsOutbox).values(message);
    },
    async listNewest(limit: number, toNumber?: string) {
      return db
        .select()
        .from(smsOutbox)
        .where(toNumber ? eq(smsOutbox.toNumber, toNumber) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
    },
  };
}
export type TSmsRepository = ReturnType<typeof createSmsRepository>;
