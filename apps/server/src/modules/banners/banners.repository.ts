import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { banners } from '#src/db/schema/index';

export type TBannerRow = typeof banners.$inferSelect;

export function createBannersRepository(db: TExecutor) {
  return {
    /** Active banners whose schedule window contains `now`, in display order. */
    async listLive(now: Date): Promise<TBannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.isActive, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
          ),
        )
        .orderBy(asc(banners.pageKey), asc(banners.sortOrder), asc(banners.id));
    },
  };
}
export type TBannersRepository = ReturnType<typeof createBannersRepository>;
