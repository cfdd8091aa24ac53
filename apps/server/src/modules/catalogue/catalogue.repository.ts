import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { gameSubCategories } from '#src/db/schema/index';
import type { TCategoryRow } from '#src/modules/catalogue/catalogue.rows';

/**
 * Active games per category, as a correlated subquery. Written out with aliases because drizzle
 * leaves columns unqualified in single-table selects, which would bind to the inner tables.
 */
const activeGamesCount = sql<number>`(
  select count(*) from game_category_connections connection
  join games game on game.id = connection.game_id and game.is_active
  where connection.sub_category_id = "game_sub_categories"."id"
)`.mapWith(Number);

export interface TCategoryFilter {
  landingKey: string | undefined;
  isNonEmptyOnly: boolean;
}

/** Rows of a raw query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result)) return [];
  return Array.isArray(result.rows) ? (result.rows as Record<string, unknown>[]) : [];
}

/** Category reads: the lobby rows and their first games. */
export function createCatalogueRepository(db: TExecutor) {
  async function categoryCondition(filter: TCategoryFilter) {
    const conditions = [eq(gameSubCategories.isActive, true)];
    if (filter.landingKey) {
      const tagged = sql`${filter.landingKey} = any(${gameSubCategories.landingKeys})`;
      const [hit] = await db
        .select({ id: gameSubCategories.id })
        .from(gameSubCategories)
        .where(and(eq(gameSubCategories.isActive, true), tagged))
        .limit(1);
      if (hit) conditions.push(tagged);
    }
    if (filter.isNonEmptyOnly) conditions.push(sql`${activeGamesCount} > 0`);
    return and(...conditions);
  }

  return {
    async listCategories(
      filter: TCategoryFilter,
      window: { offset: number; limit: number },
    ): Promise<{ rows: TCategoryRow[]; count: number }> {
      const where = await categoryCondition(filter);
      const rows = await db
        .select({
          id: gameSubCategories.id,
          slug: gameSubCategories.slug,
          nameEn: gameSubCategories.nameEn,
          imageUrl: gameSubCategories.imageUrl,
          scImageUrl: gameSubCategories.scImageUrl,
          showInHeader: gameSubCategories.showInHeader,
          showInHamburgerMenu: gameSubCategories.showInHamburgerMenu,
          thumbnailType: gameSubCategories.thumbnailType,
          gamesCount: activeGamesCount,
        })
        .from(gameSubCategories)
        .where(where)
        .orderBy(asc(gameSubCategories.sortOrder), asc(gameSubCategories.id))
        .offset(window.offset)
        .limit(window.limit);
      const [total] = await db.select({ value: count() }).from(gameSubCategories).where(where);
      return { rows, count: total?.value ?? 0 };
    },

    /**
     * The first `limit` active games of each category, in category order: one index-ordered,
     * limited scan per category (LATERAL) instead of ranking every connection of every row.
     */
    async listTopGameIds(
      categoryIds: number[],
      limit: number,
    ): Promise<{ categoryId: number; gameId: number }[]> {
      if (categoryIds.length === 0) return [];
      const result = await db.execute(sql`
        select category.id as category_id, top.game_id
        from unnest(array[${sql.join(
          categoryIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) as category(id)
        cross join lateral (
          select connection.game_id
          from game_category_connections connection
          join games game on game.id = connection.game_id and game.is_active
          where connection.sub_category_id = category.id
          order by connection.sort_order, connection.game_id
          limit ${limit}
        ) top`);
      return rowsOf(result).map((row) => ({
        categoryId: Number(row.category_id),
        gameId: Number(row.game_id),
      }));
    },

    async findActiveCategory(categoryId: number): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: gameSubCategories.id })
        .from(gameSubCategories)
        .where(and(eq(gameSubCategories.id, categoryId), eq(gameSubCategories.isActive, true)));
      return row;
    },
  };
}
export type TCatalogueRepository = ReturnType<typeof createCatalogueRepository>;
