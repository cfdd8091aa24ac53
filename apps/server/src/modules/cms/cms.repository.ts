import { and, asc, eq } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { cmsPages } from '#src/db/schema/index';

export type TCmsPageRow = typeof cmsPages.$inferSelect;

export function createCmsRepository(db: TExecutor) {
  return {
    async listActive(): Promise<TCmsPageRow[]> {
      return db
        .select()
        .from(cmsPages)
        .where(eq(cmsPages.isActive, true))
        .orderBy(asc(cmsPages.sortOrder), asc(cmsPages.id));
    },

    async findActiveBySlug(slug: string): Promise<TCmsPageRow | null> {
      const [row] = await db
        .select()
        .from(cmsPages)
        .where(and(eq(cmsPages.slug, slug), eq(cmsPages.isActive, true)))
        .limit(1);
      return row ?? null;
    },

    async findBySlug(slug: string): Promise<TCmsPageRow | null> {
      const [row] = await db.select().from(cmsPages).where(eq(cmsPages.slug, slug)).limit(1);
      return row ?? null;
    },

    async updateContent(
      slug: string,
      patch: { contentEn: string; titleEn?: string },
      now: Date,
    ): Promise<void> {
      await db
        .update(cmsPages)
        .set({ ...patch, updatedAt: now })
        .where(eq(cmsPages.slug, slug));
    },
  };
}
export type TCmsRepository = ReturnType<typeof createCmsRepository>;
