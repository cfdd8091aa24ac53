import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';
import { gameProviders, games } from '#src/db/schema/index';
import type { TGameRow } from '#src/modules/catalogue/catalogue.rows';
import { gameColumns, type TWindow } from '#src/modules/catalogue/catalogue-games.repository';

/**
 * Trigram thresholds for one search (docs/decisions/011). The word threshold is well below
 * pg_trgm's 0.6 default: word_similarity('crwn', 'crown jewels') is 0.4 and ('dimond',
 * 'diamond mines') 0.5, and one wrong letter in a short word should still find the game.
 */
export const SEARCH_SIMILARITY_THRESHOLD = 0.3;
export const SEARCH_WORD_SIMILARITY_THRESHOLD = 0.4;

/** Escapes LIKE wildcards so the player's text matches literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function createCatalogueSearchRepository(db: TDatabase) {
  return {
    /**
     * Games whose lower-cased name contains the text or is trigram-similar to it (as a whole or
     * to one of its words), exact and prefix matches first, then by similarity. The `%`, `<%`
     * and LIKE operators can all use the games_name_trgm GIN index.
     */
    async search(text: string, window: TWindow): Promise<{ rows: TGameRow[]; count: number }> {
      const needle = text.toLowerCase();
      const name = sql`lower(${games.name})`;
      const matches = and(
        eq(games.isActive, true),
        or(
          sql`${name} like ${`%${likeLiteral(needle)}%`}`,
          sql`${name} % ${needle}`,
          sql`${needle} <% ${name}`,
        ),
      );
      return db.transaction(async (tx) => {
        // Local to this transaction: the operators above read these settings.
        await tx.execute(
          sql`select set_config('pg_trgm.similarity_threshold', ${String(SEARCH_SIMILARITY_THRESHOLD)}, true),
                     set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_WORD_SIMILARITY_THRESHOLD)}, true)`,
        );
        // The window count is taken over every match before the limit: one pass, not two.
        const rows = await tx
          .select({ ...gameColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(matches)
          .orderBy(
            desc(sql`${name} = ${needle}`),
            desc(sql`${name} like ${`${likeLiteral(needle)}%`}`),
            desc(
              sql`greatest(similarity(${name}, ${needle}), word_similarity(${needle}, ${name}))`,
            ),
            // Among equally close words, the name closest as a whole (usually the shorter) wins.
            desc(sql`similarity(${name}, ${needle})`),
            asc(games.name),
            asc(games.id),
          )
          .offset(window.offset)
          .limit(window.limit);
        const total = rows[0]?.total;
        if (total !== undefined)
          return { rows: rows.map(({ total: _, ...row }) => row), count: total };
        if (window.offset === 0) return { rows: [], count: 0 };
        // A page past the end has no row to carry the count.
        const [counted] = await tx.select({ value: count() }).from(games).where(matches);
        return { rows: [], count: counted?.value ?? 0 };
      });
    },
  };
}
export type TCatalogueSearchRepository = ReturnType<typeof createCatalogueSearchRepository>;
