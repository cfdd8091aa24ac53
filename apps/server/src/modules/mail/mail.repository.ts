import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { mailOutbox } from '#src/db/schema/index';

export interface TOutboxMail {
  id: number;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

export function createMailRepository(db: TExecutor) {
  return {
    async insert(mail: Omit<TOutboxMail, 'id' | 'createdAt'>): Promise<void> {
      await db.insert(mailOutbox).values(mail);
    },
    async listNewest(limit: number, toAddress?: string): Promise<TOutboxMail[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(toAddress ? eq(mailOutbox.toAddress, toAddress) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
  };
}
export type TMailRepository = ReturnType<typeof createMailRepository>;
