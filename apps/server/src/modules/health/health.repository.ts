import { sql } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';

export function createHealthRepository(db: TDatabase) {
  return {
    async ping(): Promise<boolean> {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
export type THealthRepository = ReturnType<typeof createHealthRepository>;
