import { and, desc, eq, sql } from 'drizzle-orm';
import { type TExecutor, executeRows } from '#src/db/client';
import { termsAcceptances, termsVersions } from '#src/db/schema/index';

export type TTermsVersion = typeof termsVersions.$inferSelect;

/** Terms-of-service versions and players' acceptances (decision 168). */
export function createTermsRepository(db: TExecutor) {
  return {
    async findLatest(): Promise<TTermsVersion | null> {
      const [row] = await db
        .select()
        .from(termsVersions)
        .orderBy(desc(termsVersions.version))
        .limit(1);
      return row ?? null;
    },

    async findAcceptance(userId: string, termsId: number): Promise<Date | null> {
      const [row] = await db
        .select({ acceptedAt: termsAcceptances.acceptedAt })
        .from(termsAcceptances)
        .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.termsId, termsId)));
      return row?.acceptedAt ?? null;
    },

    /** Records the acceptance once and answers its time (the first one on a repeat). */
    async accept(userId: string, termsId: number, now: Date): Promise<Date> {
      await db
        .insert(termsAcceptances)
        .values({ userId, termsId, acceptedAt: now })
        .onConflictDoNothing();
      const [row] = await db
        .select({ acceptedAt: termsAcceptances.acceptedAt })
        .from(termsAcceptances)
        .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.termsId, termsId)));
      if (!row) throw new Error('terms acceptance vanished after its insert');
      return row.acceptedAt;
    },

    /** Inserts the next version number; null when a concurrent publish took it. */
    async insertNextVersion(version: {
      title: string;
      summary: string;
      requiresAcceptance: boolean;
      publishedAt: Date;
    }): Promise<TTermsVersion | null> {
      const [row] = await executeRows<{ id: number }>(
        db,
        sql`INSERT INTO terms_versions (version, title, summary, requires_acceptance, published_at)
          SELECT coalesce(max(version), 0) + 1, ${version.title}, ${version.summary},
            ${version.requiresAcceptance}, ${version.publishedAt}
          FROM terms_versions
          ON CONFLICT (version) DO NOTHING
          RETURNING id`,
      );
      if (!row) return null;
      const [inserted] = await db
        .select()
        .from(termsVersions)
        .where(eq(termsVersions.id, Number(row.id)));
      return inserted ?? null;
    },
  };
}
export type TTermsRepository = ReturnType<typeof createTermsRepository>;
