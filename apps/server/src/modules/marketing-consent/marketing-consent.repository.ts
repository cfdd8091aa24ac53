import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { marketingConsentAnswers, marketingConsents } from '#src/db/schema/index';

export type TMarketingConsentAnswerRow = typeof marketingConsentAnswers.$inferSelect;

export function createMarketingConsentRepository(db: TExecutor) {
  return {
    async listActive(placement: string): Promise<{ id: number; text: string }[]> {
      return db
        .select({ id: marketingConsents.id, text: marketingConsents.text })
        .from(marketingConsents)
        .where(
          and(
            eq(marketingConsents.isActive, true),
            sql`${placement} = any(${marketingConsents.placements})`,
          ),
        )
        .orderBy(asc(marketingConsents.sortOrder), asc(marketingConsents.id));
    },

    async isActive(consentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: marketingConsents.id })
        .from(marketingConsents)
        .where(and(eq(marketingConsents.id, consentId), eq(marketingConsents.isActive, true)))
        .limit(1);
      return row !== undefined;
    },

    async insertAnswer(answer: {
      userId: string;
      consentId: number;
      isAccepted: boolean;
      referrer: string;
      answeredAt: Date;
    }): Promise<TMarketingConsentAnswerRow> {
      const [row] = await db.insert(marketingConsentAnswers).values(answer).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The newest answer per consent: the player's current choices. */
    async listLatestAnswers(userId: string): Promise<TMarketingConsentAnswerRow[]> {
      return db
        .selectDistinctOn([marketingConsentAnswers.consentId])
        .from(marketingConsentAnswers)
        .where(eq(marketingConsentAnswers.userId, userId))
        .orderBy(
          marketingConsentAnswers.consentId,
          desc(marketingConsentAnswers.answeredAt),
          desc(marketingConsentAnswers.id),
        );
    },
  };
}
export type TMarketingConsentRepository = ReturnType<typeof createMarketingConsentRepository>;
